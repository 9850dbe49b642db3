// SwiftUIExtras: SwiftUI components that fill gaps in SwiftUI.
// The components live in feature folders; this file only documents the module.
