// The demo app's entry point: a list of the component families, each pushing its demo screen
// (Examples/DemoApp/Screens, shared with the gallery). Apple platforms only.

import DemoScreens
import SwiftUI

@main
struct SwiftUIExtrasDemoApp: App {
    var body: some Scene {
        WindowGroup {
            DemoRoot()
        }
    }
}

/// The root screen: one row per component family.
struct DemoRoot: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Conditional modifiers") {
                    ConditionalDemoScreen()
                }
                NavigationLink("Adaptive stacks") {
                    AdaptiveStackDemoScreen()
                }
                NavigationLink("wrapToLink") {
                    NavigationDemoScreen()
                }
                NavigationLink("Presentations") {
                    PresentationDemoScreen()
                }
            }
            .navigationTitle("SwiftUIExtras")
        }
    }
}
