import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost

/// A button that counts its own taps in `@State`: its label shows whether state survived.
struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name): \(count)") { count += 1 }
    }
}

extension EnvironmentValues {
    /// An environment built with a closure, for concise test set-up.
    static func with(_ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        var values = EnvironmentValues()
        change(&values)
        return values
    }
}

/// 3 June 2019, 9:00, in the current calendar: a fixed date that the text and image tests format.
let fixedDate: Date = {
    var components = DateComponents()
    (components.year, components.month, components.day, components.hour) = (2019, 6, 3, 9)
    return Calendar.current.date(from: components)!
}()
