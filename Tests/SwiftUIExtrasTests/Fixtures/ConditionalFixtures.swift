import HeadlessSwiftUI

/// A button that counts its own taps in `@State`: its label ("A: 2") shows whether the state
/// survived what happened around it.
struct TapCounter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name): \(count)") { count += 1 }
    }
}

/// An environment built with a closure, for concise host set-up.
func extrasEnvironment(_ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
    var values = EnvironmentValues()
    change(&values)
    return values
}

/// Every horizontal size class an environment can have, `nil` (unknown) included.
let allHorizontalSizeClasses: [UserInterfaceSizeClass?] = [nil, .compact, .regular]
