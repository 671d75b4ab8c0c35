#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A list row: a template icon tinted with the action colour, a title and a detail line, and a
/// chevron.
public struct ListCell: View {
    /// The icon's asset name (a template image of the icon catalog).
    public var icon: String
    /// The title line.
    public var title: String
    /// The detail line under it.
    public var detail: String

    /// A row.
    nonisolated public init(icon: String, title: String, detail: String) {
        self.icon = icon
        self.title = title
        self.detail = detail
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(icon).renderingMode(.template).foregroundColor(Tokens.action)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).typography(.body).foregroundColor(Tokens.textPrimary)
                Text(detail).typography(.detail).foregroundColor(Tokens.textSecondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Image("chevron-right").renderingMode(.template).foregroundColor(Tokens.textSecondary)
        }
        .padding(EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 12))
        .background(Tokens.background)
    }
}
