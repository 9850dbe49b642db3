// The sample app's model. Its screen files are shared verbatim with an Xcode app target: on
// Apple platforms they import SwiftUI, on Linux the stand-in.
import Foundation
import Observation

/// A note: a title, a body, and whether it is pinned to the top of the list.
public struct Note: Identifiable, Hashable, Sendable {
    public let id: Int
    public var title: String
    public var body: String
    public var isPinned: Bool

    public init(id: Int, title: String, body: String = "", isPinned: Bool = false) {
        self.id = id
        self.title = title
        self.body = body
        self.isPinned = isPinned
    }
}

/// The notes the app shows, shared by its screens.
@MainActor @Observable
public final class NotesStore {
    public var notes: [Note]

    public init(notes: [Note] = NotesStore.samples) {
        self.notes = notes
    }

    /// The notes a fresh install shows.
    public static let samples = [
        Note(id: 1, title: "Groceries", body: "Milk, eggs, bread", isPinned: true),
        Note(id: 2, title: "Book ideas", body: "A lighthouse keeper who collects maps"),
        Note(id: 3, title: "Gift list", body: "Scarf for Ana"),
    ]

    /// Adds a note at the top; returns it.
    @discardableResult
    public func add(title: String, body: String) -> Note {
        let note = Note(id: (notes.map(\.id).max() ?? 0) + 1, title: title, body: body)
        notes.insert(note, at: 0)
        return note
    }

    public func delete(_ id: Note.ID) {
        notes.removeAll { $0.id == id }
    }

    /// The notes whose title contains `query`, pinned ones first.
    public func notes(matching query: String) -> [Note] {
        let matching = query.isEmpty ? notes : notes.filter { $0.title.localizedCaseInsensitiveContains(query) }
        return matching.filter(\.isPinned) + matching.filter { !$0.isPinned }
    }
}
