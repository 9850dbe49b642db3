import Foundation

// `NavigationLink`'s deprecated initializers that take the destination view as a value. They
// push like the closure forms (Navigation/NavigationLink.swift): the destination is shown when
// the link is tapped.

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key (deprecated: pass a closure as the destination).
    ///
    /// ```swift
    /// NavigationLink("Settings", destination: SettingsView())
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }, label: { Text(titleKey) })
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string (deprecated: pass a closure as the destination).
    ///
    /// ```swift
    /// NavigationLink(item.name, destination: ItemDetail(item: item))
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }, label: { Text(title) })
    }
}
