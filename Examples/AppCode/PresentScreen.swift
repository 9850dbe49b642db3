import SwiftUIExtras

// Account screen: one optional binding drives the profile sheet (with detents), the
// subscription cover and the storage tip popover; the device list picks its style in a
// closure with a bound detent; help and onboarding use seed 004's PresentType.
#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

enum AccountDestination: String, Identifiable, Presentable {
    case editProfile, subscription, storageTip

    var id: String { rawValue }

    var presentationStyle: PresentationStyle {
        switch self {
        case .editProfile: .sheet(detents: [.medium, .large], dragIndicator: .visible)
        case .subscription: .fullScreenCover
        case .storageTip: .popover(attachmentAnchor: .rect(.bounds), arrowEdge: .top)
        }
    }
}

struct AccountProfile {
    var name: String
    var email: String
    var showsActivityStatus: Bool
}

struct AccountDevice: Identifiable, Hashable {
    let id: String
    var name: String
    var lastSeen: String
    /// A device the account has not verified yet must be verified before it can be managed.
    var isVerified: Bool
}

struct AccountScreen: View {
    enum SheetType: String, Identifiable {
        case help
        var id: String { rawValue }
    }

    enum FullscreenType: String, Identifiable {
        case onboarding
        var id: String { rawValue }
    }

    typealias PresentType = SwiftUIExtras.PresentType<SheetType, FullscreenType>

    @State private var profile = AccountProfile(name: "Sam Rivera", email: "sam@example.com", showsActivityStatus: true)
    @State private var destination: AccountDestination?
    @State private var status = ""

    @State private var devices: [AccountDevice] = [
        AccountDevice(id: "iphone", name: "Sam's iPhone", lastSeen: "Now", isVerified: true),
        AccountDevice(id: "ipad", name: "Living Room iPad", lastSeen: "Yesterday", isVerified: true),
        AccountDevice(id: "mac", name: "MacBook Pro", lastSeen: "3 weeks ago", isVerified: false),
    ]
    @State private var selectedDevice: AccountDevice?
    @State private var deviceDetent: SheetDetent = .medium

    @State private var presentType: PresentType? = nil

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    profileHeader
                    storageRow
                    deviceList
                    helpButtons
                    Text(status)
                        .font(.footnote)
                        .foregroundStyle(Color.secondary)
                        .isHidden(status.isEmpty)
                }
                .padding()
            }
            .navigationTitle("Account")
        }
    }

    private var profileHeader: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(profile.name).font(.title2).bold()
                Text(profile.email).foregroundStyle(Color.secondary)
            }
            Spacer()
            Button("Edit") { destination = .editProfile }
        }
    }

    /// The row the tip's popover points at. The same binding also shows the profile sheet
    /// and the subscription cover, which do not depend on where they are attached.
    private var storageRow: some View {
        HStack {
            Label("38.2 GB of 50 GB used", systemImage: "internaldrive")
            Spacer()
            Button("Upgrade") { destination = .subscription }
            Button {
                destination = .storageTip
            } label: {
                Image(systemName: "info.circle")
            }
        }
        .present(
            item: $destination,
            onDismiss: { dismissed in
                if dismissed == .editProfile { status = "Profile saved." }
            }
        ) { destination in
            switch destination {
            case .editProfile: AccountEditProfileSheet(profile: $profile, destination: $destination)
            case .subscription: AccountSubscriptionCover()
            case .storageTip: Text("Photos and backups use most of your storage.").padding()
            }
        }
    }

    /// Verified devices open in a sheet whose detent the screen remembers; unverified ones
    /// open the verification flow over the whole screen.
    private var deviceList: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Devices").font(.headline)
            ForEach(devices) { device in
                Button {
                    selectedDevice = device
                } label: {
                    HStack {
                        Label(
                            device.name, systemImage: device.isVerified ? "checkmark.shield" : "exclamationmark.shield")
                        Spacer()
                        Text(device.lastSeen).foregroundStyle(Color.secondary)
                    }
                }
                .buttonStyle(.plain)
            }
        }
        .present(item: $selectedDevice) { device in
            AccountDeviceSheet(device: device, detent: $deviceDetent) {
                devices.removeAll { $0.id == device.id }
                selectedDevice = nil
            }
        } style: { device in
            device.isVerified
                ? .sheet(detents: [.fraction(0.3), .medium, .large], selection: $deviceDetent, dragIndicator: .visible)
                : .fullScreenCover
        }
    }

    /// Seed 004's call site: one `PresentType` state, a sheet closure and a cover closure.
    private var helpButtons: some View {
        HStack(spacing: 16) {
            Button("Help", systemImage: "questionmark.circle") { presentType = .sheet(.help) }
            Button("Take the Tour", systemImage: "sparkles") { presentType = .fullscreen(.onboarding) }
        }
        .present(presentType: $presentType, onDismiss: { status = "Help and the tour stay here, under Account." }) {
            item in
            switch item {
            case .help: AccountHelpSheet(presentType: $presentType)
            }
        } fullScreen: { item in
            switch item {
            case .onboarding: AccountOnboardingCover()
            }
        }
    }
}

struct AccountEditProfileSheet: View {
    @Binding var profile: AccountProfile
    @Binding var destination: AccountDestination?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Edit Profile").font(.headline)
            Text(profile.name)
            Button(profile.showsActivityStatus ? "Hide Activity Status" : "Show Activity Status") {
                profile.showsActivityStatus.toggle()
            }
            // Switching from this sheet to the cover: the library dismisses the sheet first
            // and presents the cover once the sheet is gone, as iOS requires.
            Button("Manage Subscription") { destination = .subscription }
            Spacer()
            Button("Done") { dismiss() }
        }
        .padding()
    }
}

struct AccountSubscriptionCover: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Storage+").font(.largeTitle).bold()
            Text("200 GB for your photos, files and backups.")
            Button("Not Now") { dismiss() }
        }
        .padding()
    }
}

struct AccountDeviceSheet: View {
    let device: AccountDevice
    @Binding var detent: SheetDetent
    let onSignOut: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(device.name).font(.headline)
            if device.isVerified {
                Text("Last seen: \(device.lastSeen)")
                Button("Show Sign-In History") { detent = .large }
                    .isHidden(detent == .large)
                Button(role: .destructive, action: onSignOut) {
                    Label("Sign Out of This Device", systemImage: "rectangle.portrait.and.arrow.right")
                }
            } else {
                Text("Enter the code shown on \(device.name) to verify it.")
                Button("Cancel") { dismiss() }
            }
        }
        .padding()
    }
}

struct AccountHelpSheet: View {
    @Binding var presentType: AccountScreen.PresentType?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Help").font(.headline)
            Text("Manage your profile, storage and devices from this screen.")
            // From the sheet to the cover in one assignment.
            Button("Take the Tour Instead") { presentType = .fullscreen(.onboarding) }
        }
        .padding()
    }
}

struct AccountOnboardingCover: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "sparkles").font(.largeTitle)
            Text("Welcome to your account").font(.title).bold()
            Button("Get Started") { dismiss() }
        }
        .padding()
    }
}
