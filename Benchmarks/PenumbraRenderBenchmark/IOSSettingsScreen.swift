import Penumbra
import PenumbraUI

/// The second scene: an iOS settings screen written with the built-in containers and controls
/// (a navigation stack with a large title, an inset-grouped list with toggles, a picker row, a
/// stepper, a footer and a destructive button), as issue-free SwiftUI would write it.
struct IOSSettingsScreen: View {
    @State private var airplane = false
    @State private var wifi = true
    @State private var bluetooth = true
    @State private var notifications = false
    @State private var appearance = 1
    @State private var textSize = 3

    var body: some View {
        NavigationStack {
            List {
                Section("Connectivity") {
                    Toggle("Airplane Mode", isOn: $airplane)
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Bluetooth", isOn: $bluetooth)
                    HStack {
                        Text("Cellular")
                        Spacer()
                        Text("Off").foregroundStyle(.secondary)
                        Image(systemName: "chevron.right").font(.footnote).foregroundStyle(.tertiary)
                    }
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Picker("Appearance", selection: $appearance) {
                        Text("Light").tag(0)
                        Text("Dark").tag(1)
                        Text("Automatic").tag(2)
                    }
                    Stepper("Text size: \(textSize)", value: $textSize, in: 1...7)
                } header: {
                    Text("Display")
                } footer: {
                    Text("Larger text is easier to read.")
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}
