import Reactant
import ReactantTesting
import Testing

/// The components of UI/*.ui.xml, built by the code ReactantUIPlugin generated, on the backend
/// the run chose: their views, attributes, styles and frames are what the XML says.
@MainActor
struct GeneratedLayoutTests {
    init() throws { try TestBackend.start() }

    @Test func theXMLBuildsTheFieldsAndAnonymousViewsInOrder() {
        let profile = ProfileView()
        profile.componentState = "Ada"
        #expect(profile.subviews.count == 6)
        #expect(profile.subviews[5] === profile.footnote, "loadView() runs after the XML's views are added")
        #expect(profile.subviews[0] === profile.title)
        #expect(profile.subviews[1].widgetName == "avatar")
        #expect(profile.subviews[2] === profile.nameField)
        #expect(profile.subviews[3] === profile.save)
        #expect(profile.subviews[4] === profile.badge)
        let tree = WidgetTree.render(profile)
        #expect(tree.contains("label \"Profile\""))
        #expect(tree.contains("entry \"Ada\""))
        #expect(tree.contains("button \"Save\""))
        #expect(tree.contains("label \"0\""))
    }

    @Test func attributesAndStylesReachTheViews() {
        let profile = ProfileView()
        #expect(profile.title.text == "Profile")
        #expect(profile.title.wraps)
        // general:header extends general:base (textColor) and sets the font and alignment.
        #expect(profile.title.textColor == Color(red: 0x20 / 255, green: 0x20 / 255, blue: 0x20 / 255))
        #expect(profile.title.textAlignment == 0)
        #expect(profile.title.styleClasses.contains("rui-font-system-bold-20"))
        #expect(profile.nameField.placeholder == "Your name")
        #expect(profile.save.title == "Save")
        #expect(profile.subviews[1].backgroundColor == Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255))
        #expect(profile.badge.count.textAlignment == 0.5)
        #expect(profile.badge.count.textColor == Color(red: 0x20 / 255, green: 0x20 / 255, blue: 0x20 / 255))
        #expect(profile.badge.count.styleClasses.contains("rui-font-system-bold-20") == false)
    }

    @Test func theLayoutAttributesPlaceTheViews() {
        let profile = ProfileView()
        profile.componentState = ""
        let host = Host(profile, width: 300, height: 200)
        defer { host.close() }
        // fillHorizontally="super inset(24)", top="super offset(10)", height="30"
        #expect(profile.title.frame == LayoutRect(x: 24, y: 10, width: 252, height: 30))
        // below="title offset(8)", left="super inset(24)", width 40, height ":gte 10; 20 @high"
        #expect(profile.subviews[1].frame == LayoutRect(x: 24, y: 48, width: 40, height: 20))
        // after="id:avatar offset(10)", top="avatar", right="super inset(24)"
        #expect(profile.nameField.frame == LayoutRect(x: 74, y: 48, width: 202, height: 40))
        // below="name offset(8)"
        #expect(profile.save.frame == LayoutRect(x: 24, y: 96, width: 252, height: 40))
        // width="super multiplied(by: 0.5)", right and bottom on super; its label edges inset(4)
        #expect(profile.badge.frame == LayoutRect(x: 150, y: 170, width: 150, height: 30))
        #expect(profile.badge.count.frame == LayoutRect(x: 4, y: 4, width: 142, height: 22))
        // aspectRatio="2:1" with height 10
        #expect(profile.badge.subviews.first { $0.widgetName == "dot" }?.frame == LayoutRect(x: 0, y: 0, width: 20, height: 10))
    }
}

/// A window showing one view at a fixed size, for reading frames back.
@MainActor
final class Host {
    let window: any NativeWindow

    init(_ view: View, width: Int, height: Int) {
        window = Backends.current.makeWindow()
        window.content = view.native
        window.defaultSize = (width, height)
        window.present()
        Interact.settleLayout()
    }

    func close() {
        window.close()
        window.content = nil
    }
}
