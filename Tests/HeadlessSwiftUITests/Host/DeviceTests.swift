import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@Suite("Device presets and orientation")
struct DeviceTests {
    /// The presets in portrait, as the sources cited in Device.swift give them.
    @Test func presetsInPortrait() {
        let se = Device.iPhoneSE
        #expect(se.name == "iPhone SE (3rd generation)")
        #expect(se.size == CGSize(width: 375, height: 667))
        #expect(se.displayScale == 2)
        #expect(se.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(se.horizontalSizeClass == .compact)
        #expect(se.verticalSizeClass == .regular)
        #expect(se.orientation == .portrait)

        let pro = Device.iPhone15Pro
        #expect(pro.name == "iPhone 15 Pro")
        #expect(pro.size == CGSize(width: 393, height: 852))
        #expect(pro.displayScale == 3)
        #expect(pro.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(pro.horizontalSizeClass == .compact)
        #expect(pro.verticalSizeClass == .regular)
        #expect(pro.orientation == .portrait)

        let max = Device.iPhone15ProMax
        #expect(max.name == "iPhone 15 Pro Max")
        #expect(max.size == CGSize(width: 430, height: 932))
        #expect(max.displayScale == 3)
        #expect(max.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(max.horizontalSizeClass == .compact)
        #expect(max.verticalSizeClass == .regular)
        #expect(max.orientation == .portrait)

        let pad = Device.iPadPro11
        #expect(pad.name == "iPad Pro 11-inch (4th generation)")
        #expect(pad.size == CGSize(width: 834, height: 1194))
        #expect(pad.displayScale == 2)
        #expect(pad.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(pad.horizontalSizeClass == .regular)
        #expect(pad.verticalSizeClass == .regular)
        #expect(pad.orientation == .portrait)
    }

    /// Landscape swaps width and height and takes each device's own landscape insets and size
    /// classes: the Dynamic Island's top inset moves to both sides and the home indicator's
    /// shrinks; the SE's status bar goes; the iPad's insets stay.
    @Test func landscapeSwapsTheScreenAndMovesTheInsets() {
        let se = Device.iPhoneSE.landscape
        #expect(se.size == CGSize(width: 667, height: 375))
        #expect(se.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(se.horizontalSizeClass == .compact)
        #expect(se.verticalSizeClass == .compact)
        #expect(se.orientation == .landscape)

        let pro = Device.iPhone15Pro.landscape
        #expect(pro.size == CGSize(width: 852, height: 393))
        #expect(pro.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(pro.horizontalSizeClass == .compact)
        #expect(pro.verticalSizeClass == .compact)
        #expect(pro.orientation == .landscape)

        let max = Device.iPhone15ProMax.landscape
        #expect(max.size == CGSize(width: 932, height: 430))
        #expect(max.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(max.horizontalSizeClass == .regular, "the Max is regular width in landscape")
        #expect(max.verticalSizeClass == .compact)

        let pad = Device.iPadPro11.landscape
        #expect(pad.size == CGSize(width: 1194, height: 834))
        #expect(pad.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(pad.horizontalSizeClass == .regular)
        #expect(pad.verticalSizeClass == .regular)

        for device in [Device.iPhoneSE, .iPhone15Pro, .iPhone15ProMax, .iPadPro11] {
            #expect(device.landscape.name == device.name)
            #expect(device.landscape.displayScale == device.displayScale)
        }
    }

    @Test func turningBackAndTurningTwiceAreIdentities() {
        for device in [Device.iPhoneSE, .iPhone15Pro, .iPhone15ProMax, .iPadPro11] {
            #expect(device.portrait == device)
            #expect(device.landscape.portrait == device)
            #expect(device.landscape.landscape == device.landscape)
            #expect(device.landscape != device)
        }
    }

    @Test func aCustomDeviceTurnsGeometrically() {
        let tall = Device.custom(
            name: "Tall phone", size: CGSize(width: 360, height: 800),
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 16, trailing: 0),
            horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
        #expect(tall.orientation == .portrait)
        #expect(tall.name == "Tall phone")
        #expect(tall.displayScale == 3)

        let turned = tall.landscape
        #expect(turned.orientation == .landscape)
        #expect(turned.size == CGSize(width: 800, height: 360))
        // Top to the left: the top inset leads, the bottom one trails.
        #expect(turned.safeAreaInsets == EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 16))
        #expect(turned.horizontalSizeClass == .compact, "size classes stay as given")
        #expect(turned.verticalSizeClass == .regular)
        #expect(turned.portrait == tall)

        let wide = Device.custom(
            name: "Wide", size: CGSize(width: 1000, height: 600),
            safeAreaInsets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 1)
        #expect(wide.orientation == .landscape)
        #expect(wide.landscape == wide)
        #expect(wide.portrait.size == CGSize(width: 600, height: 1000))
        #expect(wide.portrait.safeAreaInsets == EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 1))
        #expect(wide.portrait.landscape == wide)
    }

    @Test func aCustomDeviceIsNotAPreset() {
        let pro = Device.iPhone15Pro
        let copy = Device.custom(
            name: pro.name, size: pro.size, safeAreaInsets: pro.safeAreaInsets,
            horizontalSizeClass: pro.horizontalSizeClass, verticalSizeClass: pro.verticalSizeClass,
            displayScale: pro.displayScale)
        #expect(copy != pro, "the preset's landscape is measured, the copy's is geometry")
        #expect(copy.landscape.safeAreaInsets != pro.landscape.safeAreaInsets)
    }
}
