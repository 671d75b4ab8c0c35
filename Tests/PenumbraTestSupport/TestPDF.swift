import Foundation

/// Hand-made PDFs for the PDF reader's and painter's tests.
public enum TestPDF {
    /// A one-page PDF around `content` (a content stream), with `extra` objects from number 5,
    /// `resources` in the page, and a cross-reference table with made-up offsets (the reader
    /// finds objects by scanning, as it must for real files with wrong tables).
    public static func page(_ content: String, resources: String = "<<>>", extra: [String] = [], box: String = "[0 0 20 10]") -> Data {
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox \(box) /Contents 4 0 R /Resources \(resources) >>",
                       "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"]
        objects += extra
        var text = "%PDF-1.4\n"
        for (i, o) in objects.enumerated() { text += "\(i + 1) 0 obj\n\(o)\nendobj\n" }
        text += "xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R /Size \(objects.count + 1) >>\nstartxref\n999999\n%%EOF\n"
        return Data(text.utf8)
    }
}
