import Foundation
import HeadlessSwiftUI

/// A device a view can be shown on: its screen in points for one orientation, the safe-area
/// insets of a full-screen app there, its size classes and its display scale.
///
/// The presets carry the values Apple publishes (screen sizes, scales and size classes, from
/// the Human Interface Guidelines) and the safe-area insets measured on each device, for both
/// orientations; the sources are cited where the values are written.
/// ```swift
/// let phone = Device.iPhone15Pro.landscape
/// #expect(phone.size == CGSize(width: 852, height: 393))
/// #expect(phone.verticalSizeClass == .compact)
/// ```
public struct Device: Sendable, Equatable {
    /// How the device is held.
    ///
    /// ```swift
    /// #expect(Device.iPadPro11.landscape.orientation == .landscape)
    /// ```
    public enum Orientation: Sendable, Hashable {
        /// Taller than wide: the home indicator or button at the bottom.
        ///
        /// ```swift
        /// #expect(Device.iPhoneSE.orientation == .portrait)
        /// ```
        case portrait

        /// Wider than tall.
        ///
        /// ```swift
        /// #expect(Device.iPhoneSE.landscape.orientation == .landscape)
        /// ```
        case landscape
    }

    /// The device's name, as Apple writes it.
    ///
    /// ```swift
    /// #expect(Device.iPhone15Pro.name == "iPhone 15 Pro")
    /// ```
    public let name: String

    /// The screen in points, in the device's orientation: width by height.
    ///
    /// ```swift
    /// #expect(Device.iPhoneSE.size == CGSize(width: 375, height: 667))
    /// ```
    public let size: CGSize

    /// The safe-area insets of a full-screen app without bars, in the device's orientation:
    /// what the status bar, the sensor housing and the home indicator take.
    ///
    /// ```swift
    /// #expect(Device.iPhone15Pro.safeAreaInsets.top == 59)
    /// ```
    public let safeAreaInsets: EdgeInsets

    /// The horizontal size class of a full-screen app in the device's orientation.
    ///
    /// ```swift
    /// #expect(Device.iPhone15ProMax.landscape.horizontalSizeClass == .regular)
    /// ```
    public let horizontalSizeClass: UserInterfaceSizeClass

    /// The vertical size class of a full-screen app in the device's orientation.
    ///
    /// ```swift
    /// #expect(Device.iPhone15Pro.landscape.verticalSizeClass == .compact)
    /// ```
    public let verticalSizeClass: UserInterfaceSizeClass

    /// Pixels per point.
    ///
    /// ```swift
    /// #expect(Device.iPhoneSE.displayScale == 2)
    /// ```
    public let displayScale: CGFloat

    /// How the device is held: landscape when the screen is wider than tall.
    ///
    /// ```swift
    /// #expect(Device.iPhone15Pro.orientation == .portrait)
    /// ```
    public let orientation: Orientation

    /// The screen in the other orientation, as measured, for a preset; nil for a custom
    /// device, which turns geometrically.
    private let otherOrientation: Layout?

    /// What changes with the orientation.
    private struct Layout: Sendable, Equatable {
        let size: CGSize
        let safeAreaInsets: EdgeInsets
        let horizontalSizeClass: UserInterfaceSizeClass
        let verticalSizeClass: UserInterfaceSizeClass
    }

    private init(name: String, displayScale: CGFloat, current: Layout, other: Layout?) {
        self.name = name
        self.displayScale = displayScale
        size = current.size
        safeAreaInsets = current.safeAreaInsets
        horizontalSizeClass = current.horizontalSizeClass
        verticalSizeClass = current.verticalSizeClass
        orientation = current.size.width > current.size.height ? .landscape : .portrait
        otherOrientation = other
    }

    private var layout: Layout {
        Layout(
            size: size, safeAreaInsets: safeAreaInsets, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass)
    }

    /// A preset, portrait, with its landscape layout.
    private init(name: String, displayScale: CGFloat, portrait: Layout, landscape: Layout) {
        self.init(name: name, displayScale: displayScale, current: portrait, other: landscape)
    }

    /// The device held in landscape: itself if it is.
    ///
    /// A preset takes its measured landscape values: the width and height swap, and the
    /// insets and size classes are the device's own in landscape (on an iPhone with a
    /// Dynamic Island the top inset becomes both side insets and the bottom one shrinks). A
    /// custom device turns a quarter turn, top to the left: see
    /// ``custom(name:size:safeAreaInsets:horizontalSizeClass:verticalSizeClass:displayScale:)``.
    /// ```swift
    /// let phone = Device.iPhone15Pro.landscape
    /// #expect(phone.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    /// ```
    public var landscape: Device {
        orientation == .landscape ? self : turned
    }

    /// The device held in portrait: itself if it is.
    ///
    /// ```swift
    /// #expect(Device.iPhone15Pro.landscape.portrait == .iPhone15Pro)
    /// ```
    public var portrait: Device {
        orientation == .portrait ? self : turned
    }

    /// The device in its other orientation.
    private var turned: Device {
        if let otherOrientation {
            return Device(name: name, displayScale: displayScale, current: otherOrientation, other: layout)
        }
        let insets = safeAreaInsets
        // A quarter turn, top to the left (portrait to landscape) or back.
        let turnedInsets =
            orientation == .portrait
            ? EdgeInsets(top: insets.trailing, leading: insets.top, bottom: insets.leading, trailing: insets.bottom)
            : EdgeInsets(top: insets.leading, leading: insets.bottom, bottom: insets.trailing, trailing: insets.top)
        let turnedLayout = Layout(
            size: CGSize(width: size.height, height: size.width), safeAreaInsets: turnedInsets,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
        return Device(name: name, displayScale: displayScale, current: turnedLayout, other: nil)
    }

    /// A device of your own, in the orientation its size gives (landscape when wider than
    /// tall).
    ///
    /// Its other orientation (``landscape`` or ``portrait``) is only geometry: the width and
    /// height swap, the insets turn with the screen (the portrait top becomes the landscape
    /// leading edge), and the size classes stay as given, since they depend on the device, not
    /// on the turn. Real devices differ (an iPhone drops its status bar in landscape); where the
    /// other orientation matters, make it a custom device of its own. A custom device never
    /// equals a preset, whose other orientation is measured.
    /// ```swift
    /// let foldable = Device.custom(
    ///     name: "Tall phone", size: CGSize(width: 360, height: 800),
    ///     safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 16, trailing: 0),
    ///     horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
    /// ```
    public static func custom(
        name: String, size: CGSize, safeAreaInsets: EdgeInsets, horizontalSizeClass: UserInterfaceSizeClass,
        verticalSizeClass: UserInterfaceSizeClass, displayScale: CGFloat
    ) -> Device {
        Device(
            name: name, displayScale: displayScale,
            current: Layout(
                size: size, safeAreaInsets: safeAreaInsets, horizontalSizeClass: horizontalSizeClass,
                verticalSizeClass: verticalSizeClass),
            other: nil)
    }
}

// Sources of the presets' values.
//
// [HIG] Apple, Human Interface Guidelines, "Layout", Specifications: "iOS, iPadOS device
//   screen dimensions" (points and scale, portrait) and "iOS, iPadOS device size classes"
//   (portrait and landscape).
//   https://developer.apple.com/design/human-interface-guidelines/layout#Specifications
//   Apple's page renders with script; it was read through copies of its specification
//   tables in public repositories (the rows used here agree in every copy, and the change
//   log of "September 15, 2023" adds the iPhone 15 models). The iPad Pro 11-inch's
//   834x1194 pt @2x is also in Apple's earlier "Adaptivity and Layout" page:
//   https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/
//   ("11\" iPad Pro 834pt × 1194pt (1668px × 2388px @2x)").
// [DIMMMENSIONS] Marc Bouchenoire, "Dimmmensions: a collection of dimensions from iOS and
//   iPadOS devices", safe areas and size classes read by an app in each Xcode simulator,
//   iOS 16.2: https://github.com/marcbouchenoire/dimmmensions
//   (packages/dimmmensions/src/data/dimensions.json; site dimmmensions.marcbouchenoire.com).
//   It measured "iPhone SE (3rd generation)", "iPhone 14 Pro", "iPhone 14 Pro Max" and
//   "iPad Pro (11-inch) (4th generation)"; it has no iPhone 15.
// [CSDN] "JS获取iOS iPhone安全区域SafeArea", a table of safe-area insets by model: "iPhone14Pro、
//   iPhone15Pro、iPhone15 | 393 * 852 | 3 | ... | 59pt | 34pt(竖屏) / 21pt(横屏)" and
//   "iPhone14ProMax iPhone15ProMax、iPhone15plus | 430 * 932 | 3 | ... | 59pt | 34pt(竖屏) /
//   21pt(横屏)" (竖屏 portrait, 横屏 landscape: top 59; bottom 34 portrait, 21 landscape):
//   https://blog.csdn.net/weixin_37543822/article/details/135525139 (also
//   https://cnblogs.com/duzhaoquan/p/17933484.html).
// The iPhone 15 Pro and Pro Max have the iPhone 14 Pro's and 14 Pro Max's screens ([HIG]:
// the same points and scale; [CSDN]: the same insets), so [DIMMMENSIONS]' 14 Pro values stand
// for their landscape side insets, which [CSDN] does not give. useyourloaf.com's "iPhone 15
// Screen Sizes" (https://useyourloaf.com/blog/iphone-15-screen-sizes/) is cited for the same
// values by public projects, but its text could not be read for this file.
extension Device {
    /// iPhone SE (3rd generation), portrait: the 4.7-inch screen with a home button.
    ///
    /// ```swift
    /// #expect(Device.iPhoneSE.safeAreaInsets.top == 20)
    /// ```
    public static let iPhoneSE = Device(
        name: "iPhone SE (3rd generation)",
        // [HIG] "iPhone SE 4.7-inch | 375x667 pt (750x1334 px @2x)".
        displayScale: 2,
        portrait: Layout(
            size: CGSize(width: 375, height: 667),
            // [DIMMMENSIONS] iPhone SE (3rd generation), portrait: top 20, left 0, bottom 0, right 0.
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
            // [HIG] "iPhone SE | Compact width, regular height | Compact width, compact height".
            horizontalSizeClass: .compact, verticalSizeClass: .regular),
        landscape: Layout(
            size: CGSize(width: 667, height: 375),
            // [DIMMMENSIONS] landscape: all 0 (the status bar is hidden in compact height).
            safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
            horizontalSizeClass: .compact, verticalSizeClass: .compact))

    /// iPhone 15 Pro, portrait: the 6.1-inch screen with the Dynamic Island.
    ///
    /// ```swift
    /// #expect(Device.iPhone15Pro.size == CGSize(width: 393, height: 852))
    /// ```
    public static let iPhone15Pro = Device(
        name: "iPhone 15 Pro",
        // [HIG] "iPhone 15 Pro | 393x852 pt (1179x2556 px @3x)".
        displayScale: 3,
        portrait: Layout(
            size: CGSize(width: 393, height: 852),
            // [CSDN] top 59, bottom 34 portrait; [DIMMMENSIONS] iPhone 14 Pro: top 59, left 0,
            // bottom 34, right 0.
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
            // [HIG] "iPhone 15 Pro | Compact width, regular height | Compact width, compact height".
            horizontalSizeClass: .compact, verticalSizeClass: .regular),
        landscape: Layout(
            size: CGSize(width: 852, height: 393),
            // [CSDN] bottom 21 landscape; [DIMMMENSIONS] iPhone 14 Pro, landscape: left 59, top 0,
            // right 59, bottom 21.
            safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
            horizontalSizeClass: .compact, verticalSizeClass: .compact))

    /// iPhone 15 Pro Max, portrait: the 6.7-inch screen with the Dynamic Island.
    ///
    /// ```swift
    /// #expect(Device.iPhone15ProMax.landscape.horizontalSizeClass == .regular)
    /// ```
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max",
        // [HIG] "iPhone 15 Pro Max | 430x932 pt (1290x2796 px @3x)".
        displayScale: 3,
        portrait: Layout(
            size: CGSize(width: 430, height: 932),
            // [CSDN] top 59, bottom 34 portrait; [DIMMMENSIONS] iPhone 14 Pro Max: top 59, left 0,
            // bottom 34, right 0.
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
            // [HIG] "iPhone 15 Pro Max | Compact width, regular height | Regular width, compact
            // height".
            horizontalSizeClass: .compact, verticalSizeClass: .regular),
        landscape: Layout(
            size: CGSize(width: 932, height: 430),
            // [CSDN] bottom 21 landscape; [DIMMMENSIONS] iPhone 14 Pro Max, landscape: left 59,
            // top 0, right 59, bottom 21.
            safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
            horizontalSizeClass: .regular, verticalSizeClass: .compact))

    /// iPad Pro 11-inch (4th generation), portrait: the 11-inch screen with Face ID.
    ///
    /// ```swift
    /// #expect(Device.iPadPro11.landscape.horizontalSizeClass == .regular)
    /// ```
    public static let iPadPro11 = Device(
        name: "iPad Pro 11-inch (4th generation)",
        // [HIG] "iPad Pro 11-inch | 834x1194 pt (1668x2388 px @2x)".
        displayScale: 2,
        portrait: Layout(
            size: CGSize(width: 834, height: 1194),
            // [DIMMMENSIONS] iPad Pro (11-inch) (4th generation), portrait: top 24, left 0,
            // bottom 20, right 0.
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
            // [HIG] "iPad Pro 11-inch | Regular width, regular height | Regular width, regular
            // height".
            horizontalSizeClass: .regular, verticalSizeClass: .regular),
        landscape: Layout(
            size: CGSize(width: 1194, height: 834),
            // [DIMMMENSIONS] landscape: top 24, left 0, bottom 20, right 0 (the same).
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
            horizontalSizeClass: .regular, verticalSizeClass: .regular))
}
