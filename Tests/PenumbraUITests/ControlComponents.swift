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
    @State private var period = "Week"
    @State private var email = "ada@example.com"
    @State private var password = "secret"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(spacing: 12) {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
                Toggle("Airplane Mode", isOn: .constant(true)).disabled(true)
                Toggle("Brand tint", isOn: .constant(true)).tint(.purple)
                Picker("Period", selection: $period) {
                    ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).tag($0) }
                }
                .pickerStyle(.segmented)
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

/// A settings screen as an iOS app writes it: a large title over an inset-grouped list with
/// switches, a value row with a chevron, a stepper and a destructive button.
struct SettingsScreen: View {
    @State private var wifi = true
    @State private var notifications = false
    @State private var fontSize = 3
    @State private var appearance = 1

    var body: some View {
        NavigationStack {
            List {
                Section("Connectivity") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Notifications", isOn: $notifications)
                    HStack {
                        Text("Language")
                        Spacer()
                        Text("English").foregroundStyle(.secondary)
                        Image(systemName: "chevron.right").font(.footnote).foregroundStyle(.tertiary)
                    }
                }
                Section {
                    Picker("Appearance", selection: $appearance) {
                        Text("Light").tag(0)
                        Text("Dark").tag(1)
                        Text("Automatic").tag(2)
                    }
                    Stepper("Text size: \(fontSize)", value: $fontSize, in: 1...7)
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

/// A sign-in form: an inline title over a form of text fields and a button.
struct SignInForm: View {
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                }
                Section {
                    Button("Sign In") {}
                }
            }
            .navigationTitle("Sign In")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// A tabbed app: the selected tab's screen over the tab bar.
struct TabbedApp: View {
    @State private var tab = "settings"
    var body: some View {
        TabView(selection: $tab) {
            Text("Home").tabItem { Label("Home", systemImage: "house.fill") }.tag("home")
            SettingsScreen().tabItem { Label("Settings", systemImage: "person.fill") }.tag("settings")
            Text("Favourites").tabItem { Label("Favourites", systemImage: "star.fill") }.tag("favourites")
        }
    }
}

/// A profile screen: toolbar items around an inline title, a header row that becomes a column at
/// accessibility sizes (AnyLayout), a stats grid, an adaptive photo grid and bordered buttons.
struct ProfileScreen: View {
    @Environment(\.dynamicTypeSize) private var size
    let swatches: [Color] = [.indigo, .teal, .orange, .pink]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    let header = size.isAccessibilitySize
                        ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8)) : AnyLayout(HStackLayout(spacing: 12))
                    header {
                        Circle().fill(Color.indigo).frame(width: 56, height: 56)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Ada Lovelace").font(.headline)
                            Text("Analyst, London").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                        GridRow {
                            Text("Posts")
                            Text("Followers")
                            Text("Following")
                        }
                        .font(.footnote).foregroundStyle(.secondary)
                        Divider()
                        GridRow {
                            Text("128")
                            Text("4,096")
                            Text("73").gridColumnAlignment(.trailing)
                        }
                        .font(.title3.bold())
                    }
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 72), spacing: 4)], spacing: 4) {
                        ForEach(0..<8, id: \.self) { i in
                            RoundedRectangle(cornerRadius: 6).fill(swatches[i % 4]).aspectRatio(1, contentMode: .fit)
                        }
                    }
                    HStack(spacing: 12) {
                        Button("Follow") {}.buttonStyle(.borderedProminent)
                        Button("Message") {}.buttonStyle(.bordered)
                        Button("Block", role: .destructive) {}.buttonStyle(.bordered).controlSize(.small)
                    }
                    Button {} label: {
                        Label("Share Profile", systemImage: "plus").frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent).controlSize(.large).buttonBorderShape(.capsule)
                }
                .padding(16)
            }
            .navigationTitle("Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
                ToolbarItem(placement: .primaryAction) {
                    Button {} label: { Image(systemName: "star.fill") }
                }
            }
        }
    }
}
