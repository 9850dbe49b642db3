import SwiftUIExtras

// Inbox screen: unread badges and an empty state (overlayIf), the selected thread's highlight
// (backgroundIf), row dividers and a dismissible sync-error banner (isHidden).
#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

struct InboxThread: Identifiable, Equatable {
    let id: Int
    var sender: String
    var subject: String
    var preview: String
    var unreadCount: Int
    var isMuted: Bool

    var initials: String {
        String(sender.split(separator: " ").compactMap(\.first).prefix(2))
    }

    static let samples: [InboxThread] = [
        InboxThread(
            id: 1, sender: "Ada Lovelace", subject: "Engine notes", preview: "I've annotated the translation…",
            unreadCount: 3, isMuted: false),
        InboxThread(
            id: 2, sender: "Grace Hopper", subject: "Compiler review", preview: "Found the moth. Taped it in the log.",
            unreadCount: 0, isMuted: false),
        InboxThread(
            id: 3, sender: "Build Bot", subject: "Nightly build #812", preview: "All 1,204 tests passed.",
            unreadCount: 12, isMuted: true),
    ]
}

enum InboxSyncProblem: Equatable {
    case offline
    case server(String)

    var message: String {
        switch self {
        case .offline: "You're offline. Showing mail from your last sync."
        case .server(let detail): "Couldn't sync: \(detail)"
        }
    }
}

struct InboxScreen: View {
    @State private var threads = InboxThread.samples
    @State private var selectedThreadID: InboxThread.ID?
    @State private var syncProblem: InboxSyncProblem? = .offline

    private var totalUnread: Int { threads.reduce(0) { $0 + $1.unreadCount } }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                // Removed, not just hidden: a banner that comes back is a new banner.
                InboxErrorBanner(problem: syncProblem ?? .offline) { syncProblem = nil }
                    .isHidden(syncProblem == nil, remove: true)

                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(threads) { thread in
                            Button {
                                selectedThreadID = thread.id
                                markRead(thread)
                            } label: {
                                InboxThreadRow(thread: thread, isSelected: thread.id == selectedThreadID)
                            }
                            .buttonStyle(.plain)

                            Divider()
                                .padding(.leading, 68)
                                .isHidden(thread == threads.last)
                        }
                    }
                }
                .overlayIf(threads.isEmpty, Text("No Messages").font(.title3).foregroundStyle(Color.secondary))

                Button("Mark All as Read", systemImage: "envelope.open") { markAllRead() }
                    .padding()
                    .isHidden(totalUnread == 0)
            }
            .navigationTitle("Inbox")
        }
    }

    private func markRead(_ thread: InboxThread) {
        guard let index = threads.firstIndex(where: { $0.id == thread.id }) else { return }
        threads[index].unreadCount = 0
    }

    private func markAllRead() {
        for index in threads.indices {
            threads[index].unreadCount = 0
        }
    }
}

struct InboxThreadRow: View {
    let thread: InboxThread
    let isSelected: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(Color.indigo.opacity(0.2))
                .frame(width: 44, height: 44)
                // A muted thread shows a bell instead of the sender's initials.
                .overlayIf(thread.isMuted, Image(systemName: "bell.slash.fill"), Text(thread.initials).bold())
                .overlayIf(thread.unreadCount > 0, alignment: .topTrailing) {
                    Text("\(thread.unreadCount)")
                        .font(.caption2)
                        .bold()
                        .foregroundStyle(Color.white)
                        .padding(4)
                        .background(Capsule().fill(Color.red))
                }

            VStack(alignment: .leading, spacing: 2) {
                Text(thread.sender).font(.headline)
                Text(thread.subject).font(.subheadline)
                Text(thread.preview)
                    .font(.subheadline)
                    .foregroundStyle(Color.secondary)
            }
            Spacer()
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .backgroundIf(thread.unreadCount > 0, Color.blue.opacity(0.04))
        .backgroundIf(isSelected) {
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.accentColor.opacity(0.15))
                .padding(.horizontal, 4)
        }
    }
}

struct InboxErrorBanner: View {
    let problem: InboxSyncProblem
    let onDismiss: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: problem == .offline ? "wifi.slash" : "exclamationmark.triangle.fill")
            Text(problem.message).font(.footnote)
            Spacer()
            Button("Dismiss", systemImage: "xmark", action: onDismiss)
                .buttonStyle(.borderless)
        }
        .padding()
        // Offline is a warning; anything else is an error.
        .backgroundIf(problem == .offline, Color.orange.opacity(0.2), Color.red.opacity(0.2))
    }
}
