#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

// The built-in controls as a settings panel and a sign-in form use them, exercising part 4 of
// PenumbraUI. The file builds against SwiftUI on iOS unchanged.

/// Settings rows: switches on, off and disabled, a stepper, a slider and progress.
struct ControlsPanel: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var copies = 1
    @State private var volume = 0.3
    @State private var name = ""
    @State private var email = "ada@example.com"
    @State private var password = "secret"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(spacing: 12) {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
                Toggle("Airplane Mode", isOn: .constant(true)).disabled(true)
                Toggle("Brand tint", isOn: .constant(true)).tint(.purple)
                Stepper("Copies: \(copies)", value: $copies, in: 1...10)
                Slider(value: $volume)
                ProgressView("Uploading", value: 0.6)
                HStack(spacing: 12) {
                    ProgressView()
                    Text("Loading…").foregroundStyle(.secondary)
                }
            }
            .padding(16)
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10))
            VStack(spacing: 10) {
                TextField("Name", text: $name)
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
            }
            .textFieldStyle(.roundedBorder)
        }
        .padding(16)
        .frame(width: 375)
        .background(Color(.systemGroupedBackground))
    }
}
