import FlipbookScenes

/// Seed 001's section 0: a navigation push played by a `CATransition` on the navigation controller's layer,
/// for every type (the four public ones and the eight private ones the seed lists) and every subtype.
/// Named `catransition-<type>-<subtype>` in kebab case, e.g. `catransition-cube-from-right`. Like the seed,
/// 0.8 s with the default timing function, on a 320 × 568 point screen.
enum CATransitionEntries {
    static let all: [CatalogEntry] = SceneCATransitionNames.types.flatMap { type in
        SceneCATransitionNames.subtypes.map { subtype in entry(type: type, subtype: subtype) }
    }

    /// `moveIn` → `move-in`, `fromRight` → `from-right`.
    static func kebab(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static let directionless: Set<String> = [
        "fade", "rippleEffect", "suckEffect", "cameraIrisHollowOpen", "cameraIrisHollowClose",
    ]

    private static func entry(type: String, subtype: String) -> CatalogEntry {
        let direction = kebab(subtype).replacingOccurrences(of: "-", with: " ")
        var summary = "A push played by CATransition type \"\(type)\", subtype \(subtype) (0.8 s, default timing)"
        summary +=
            directionless.contains(type)
            ? "; this effect has no direction, as in Core Animation." : ", moving \(direction)."
        return CatalogEntry(
            name: "catransition-\(kebab(type))-\(kebab(subtype))", summary: summary,
            origin: "seed 001, CATransition"
        ) { () throws(CatalogError) in
            Scene(
                screen: SceneScreen(width: 320, height: 568, scale: 2),
                controllers: [try CATransitionScreens.first(), try CATransitionScreens.second()],
                root: SceneRoot(.navigation(stack: ["first"])),
                transition: SceneTransition(
                    operation: .push("second"), animation: .caTransition(type: type, subtype: subtype),
                    duration: 0.8, timing: .curve(.default)))
        }
    }
}

/// The two screens of the CATransition demos, titled like the catalog's other screens: a warm market
/// screen with cards and a cool beach screen with a photo.
enum CATransitionScreens {
    typealias K = ScreenKit

    static func first() throws(CatalogError) -> SceneController {
        SceneController(
            id: "first", background: K.named("systemOrange"),
            views: [
                try K.photo("fruit", 30, 110, 260, 170, radius: 16),
                K.rect(
                    30, 300, 260, 56, K.color("#FFFFFFD9"), radius: 12,
                    subviews: [
                        K.text("Fresh fruit market", 16, 20, 228, weight: .semibold),
                        K.text("Open daily from 8:00", 16, 38, 228, size: 13, color: K.named("secondaryLabel")),
                    ]),
                K.rect(
                    30, 368, 260, 56, K.color("#FFFFFFD9"), radius: 12,
                    subviews: [
                        K.text("Juice bar", 16, 20, 228, weight: .semibold),
                        K.text("Oranges, mango, lime", 16, 38, 228, size: 13, color: K.named("secondaryLabel")),
                    ]),
            ], title: "Market")
    }

    static func second() throws(CatalogError) -> SceneController {
        SceneController(
            id: "second", background: K.named("systemTeal"),
            views: [
                try K.photo("beach", 0, 64, 320, 220),
                K.text("Beach day", 24, 312, 272, size: 22, weight: .bold, color: K.named("white")),
                K.text(
                    "Warm water, soft sand and the long walk back along the bay at sunset.", 24, 340, 272, size: 15,
                    color: K.color("#FFFFFFB3"), lines: 2),
                K.rect(
                    24, 390, 272, 44, K.named("white"), radius: 22,
                    subviews: [
                        K.text(
                            "Plan a trip", 0, 22, 272, weight: .semibold, color: K.named("systemTeal"),
                            alignment: .center)
                    ]),
            ], title: "Beach")
    }
}
