import ArgumentParser
import Penumbra

/// What `diff` and `report` write into a report folder besides the comparison itself: links,
/// the JUnit dialect and optional strips.
struct ReportOptions: ParsableArguments {
    @Option(name: .long, help: "The URL report.html will be served at (a CI artifact's URL): each JUnit failure and the Markdown summary link to the snapshot's row (<URL>#snapshot=<name>).")
    var reportURL: String?

    @Option(name: .long, help: "junit.xml for: strict (valid against Jenkins' junit-10.xsd and the Ant schema; the default) or annotated (adds file/line of an assertion's test for GitHub annotations and [[ATTACHMENT|image]] for GitLab; neither schema allows those).")
    var junit: JUnitReportRenderer.Dialect = .strict

    @Flag(name: .long, help: "Also write a strip per changed variant (reference | diff | actual in one image, images/strip/). Off by default: the report page shows the three images.")
    var strips = false

    /// The writer for a report folder given as `out` on the command line.
    func writer(failOnNew: Bool, out: String) -> ReportWriter {
        ReportWriter(failOnNew: failOnNew, reportURL: reportURL, junitDialect: junit, reportFolder: out)
    }
}

extension JUnitReportRenderer.Dialect: ExpressibleByArgument {}
