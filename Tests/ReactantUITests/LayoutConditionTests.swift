import Foundation
import Reactant
import ReactantTesting
import ReactantUIXML
import Testing

/// ReactantUI's layout conditions: their grammar (ReactantUI's ConditionParser), their meaning
/// on GTK (the root view's size), and a resize re-making the constraints on both backends.
@MainActor
struct LayoutConditionTests {
    init() throws { try TestBackend.start() }

    func condition(_ text: String) throws -> LayoutCondition { try LayoutCondition.parse(text).get() }

    @Test func theGrammarBindsAsReactantUIs() throws {
        // or weakest, then and, then comparisons; ! and parentheses tightest.
        #expect(try condition("!(horizontal == compact) and (vertical == regular) and pad or width :lt 100")
            == .or(.and(.and(.not(.sizeClass(.horizontal, .compact)), .sizeClass(.vertical, .regular)), .idiom("pad")),
                   .compare(.less, .dimension(.width), .number(100))))
        #expect(try condition("compact == horizontal") == .sizeClass(.horizontal, .compact))
        #expect(try condition("vertical != regular") == .not(.sizeClass(.vertical, .regular)))
        #expect(try condition("height :gte 20 and landscape == false") == .and(.compare(.greaterOrEqual, .dimension(.height), .number(20)), .same(.landscape, .constant(false))))
        #expect(try condition("!!portrait") == .not(.not(.portrait)))
        #expect(try condition("width:lte 599.5") == .compare(.lessOrEqual, .dimension(.width), .number(599.5)))
        #expect(try condition("iPad").idioms == ["iPad"])
    }

    @Test func mistakesAreNamed() {
        let cases: [(String, String)] = [
            ("", "the condition [] is empty"),
            ("width", "a number or a size alone is no condition"),
            ("horizontal", "'horizontal' alone is no condition: write horizontal == compact or horizontal == regular"),
            ("width and pad", "'and' joins conditions, not numbers"),
            ("!width", "'!' negates a condition"),
            ("(pad", "a '(' has no ')'"),
            ("pad :lt 3", "':lt' compares two numbers"),
            ("wide", "unknown 'wide'"),
            ("pad pad", "unexpected 'pad'"),
        ]
        for (text, message) in cases {
            guard case .failure(let error) = LayoutCondition.parse(text) else { Issue.record("[\(text)] parsed"); continue }
            #expect(error.message.hasPrefix("condition [\(text)]: " + message), "\(error.message)")
        }
        // In an attribute: the rule's place, and where a condition may not go.
        guard case .failure(let late) = LayoutRule.parse(attribute: "top", value: ":gte [pad] super") else { Issue.record("parsed"); return }
        #expect(late.message.hasSuffix("a condition ([…]) goes first, before the constraint's name and relation"))
        let rules = try? LayoutRule.parse(attribute: "leading", value: "[width :lt 500] name = :gte super inset(10); [false] self").get()
        #expect(rules?.map(\.condition) == [.compare(.less, .dimension(.width), .number(500)), .constant(false)])
        #expect(rules?.first?.name == "name" && rules?.first?.relation == .greaterThanOrEqual && rules?.last?.target == .this)
    }

    /// The size classes' breakpoint is one number for generated code and the live interpreter.
    @Test func conditionsMeanTheRootViewsSize() throws {
        #expect(ReactantUITraits.compactBelow == LayoutCondition.compactBelow)
        let phone = LayoutCondition.Environment(width: 320, height: 480)
        let desktop = LayoutCondition.Environment(width: 1280, height: 800)
        let compact = try condition("horizontal == compact")
        #expect(compact.evaluate(in: phone) && !compact.evaluate(in: desktop))
        #expect(ReactantUITraits(width: 320, height: 480).horizontal == .compact && ReactantUITraits(width: 600, height: 599).horizontal == .regular)
        #expect(ReactantUITraits(width: 600, height: 599).vertical == .compact && ReactantUITraits(width: 600, height: 599).isLandscape)
        #expect(try condition("landscape").evaluate(in: desktop) && !condition("landscape").evaluate(in: phone))
        #expect(try condition("portrait and width :lt 400").evaluate(in: phone))
        #expect(try !condition("pad or phone or tv or carplay").evaluate(in: phone), "no idiom on a desktop")
    }

    /// AdaptiveView.ui.xml in a window: each rule whose condition holds; a resize across a
    /// condition's edge makes the others hold, and back. The same frames on both backends.
    @Test func aResizeRemakesTheConstraintsWhoseConditionsChanged() {
        let view = AdaptiveView()
        let host = Host(view, width: 320, height: 480)
        defer { host.close() }
        // 320×480: width :lt 500, portrait, horizontal compact; vertical compact but height :gte 400.
        #expect(view.box.frame == LayoutRect(x: 10, y: 50, width: 100, height: 40))
        #expect(view.caption.frame.x == 10 && view.caption.frame.y == 100)
        host.window.resize(width: 800, height: 300)
        Interact.settleLayout()
        #expect(view.frame.size == LayoutSize(width: 800, height: 300))
        // Landscape, width :gte 500, horizontal regular; vertical compact and height :lt 400.
        #expect(view.box.frame == LayoutRect(x: 100, y: 5, width: 300, height: 40))
        #expect(view.caption.frame.x == 200 && view.caption.frame.y == 55)
        host.window.resize(width: 320, height: 480)
        Interact.settleLayout()
        #expect(view.box.frame == LayoutRect(x: 10, y: 50, width: 100, height: 40))
        #expect(view.caption.frame.x == 10)
    }
}
