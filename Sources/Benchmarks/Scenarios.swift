import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras

/// The state the benchmarks change, from outside the views, so that an update is measured
/// without the host's tap lookup.
@Observable
final class BenchModel {
    var overlayOn = false
    var items = (0..<1000).map { Item(id: $0, name: "Item \($0)") }
}

// The seeds' own implementations, to measure against.

extension View {
    /// Post 000's overlayIf: an if/else around the host view.
    @ViewBuilder
    func seedOverlayIf<T: View>(_ condition: Bool, _ content: T, alignment: Alignment = .center) -> some View {
        if condition {
            self.overlay(alignment: alignment) { content }
        } else {
            self
        }
    }
}

/// Post 003's AdaptiveStack: an if/else between a VStack and an HStack.
struct SeedAdaptiveStack<Content: View>: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        if horizontalSizeClass == .compact {
            VStack { content }
        } else {
            HStack { content }
        }
    }
}

/// A row with state and a little content, the unit that identity churn destroys.
struct BenchRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        HStack {
            Text("Row \(index)")
            Button("Tap \(index): \(taps)") { taps += 1 }
        }
    }
}

struct OverlayScreen: View {
    let useSeed: Bool
    let model: BenchModel

    var body: some View {
        VStack {
            if useSeed {
                rows.seedOverlayIf(model.overlayOn, Color.green.frame(width: 30, height: 30))
            } else {
                rows.overlayIf(model.overlayOn, Color.green.frame(width: 30, height: 30))
            }
        }
    }

    var rows: some View {
        VStack { ForEach(0..<50) { BenchRow(index: $0) } }
    }
}

struct AdaptiveScreen: View {
    let useSeed: Bool

    var body: some View {
        if useSeed {
            SeedAdaptiveStack { ForEach(0..<50) { BenchRow(index: $0) } }
        } else {
            AdaptiveStack(condition: .compact) { ForEach(0..<50) { BenchRow(index: $0) } }
        }
    }
}

struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct ItemRow: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        Button("\(item.name) \(taps)") { taps += 1 }
    }
}

struct ThousandRows: View {
    let model: BenchModel

    var body: some View {
        VStack {
            ForEach(model.items) { ItemRow(item: $0) }
        }
    }
}
