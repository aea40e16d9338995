import Foundation

// Key-value access to the animatable properties by Core Animation key path, as animations address them.
extension CALayer {
    /// The value at a Core Animation key path: `position`, `position.x`, `bounds`, `bounds.size.width`,
    /// `anchorPoint`, `transform`, `transform.rotation.z`, `transform.scale`, `transform.translation.x`,
    /// `sublayerTransform…`, `opacity` (Float), `backgroundColor` (CGColor?), `cornerRadius`, `zPosition`,
    /// `anchorPointZ`, `hidden`, `masksToBounds`, `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
    /// `shadowPath`, `borderWidth`, `borderColor`, and those of subclasses (`path`, `colors`, …). Values are plain
    /// Swift values (CGPoint, CGRect, CGSize,
    /// CGFloat, Float, Bool, CATransform3D, CGColor). Any other key returns what was stored under it with
    /// ``setValue(_:forKeyPath:)``, or else ``defaultValue(forKey:)``.
    public func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "position": return storedPosition
        case "position.x": return storedPosition.x
        case "position.y": return storedPosition.y
        case "bounds": return storedBounds
        case "bounds.origin": return storedBounds.origin
        case "bounds.origin.x": return storedBounds.origin.x
        case "bounds.origin.y": return storedBounds.origin.y
        case "bounds.size": return storedBounds.size
        case "bounds.size.width": return storedBounds.size.width
        case "bounds.size.height": return storedBounds.size.height
        case "anchorPoint": return storedAnchorPoint
        case "anchorPoint.x": return storedAnchorPoint.x
        case "anchorPoint.y": return storedAnchorPoint.y
        case "anchorPointZ": return storedAnchorPointZ
        case "transform": return storedTransform
        case "transform.translation": return CGSize(width: storedTransform.m41, height: storedTransform.m42)
        case "sublayerTransform": return storedSublayerTransform
        case "sublayerTransform.translation":
            return CGSize(width: storedSublayerTransform.m41, height: storedSublayerTransform.m42)
        case "zPosition": return storedZPosition
        case "opacity": return storedOpacity
        case "backgroundColor": return storedBackgroundColor
        case "cornerRadius": return storedCornerRadius
        case "hidden", "isHidden": return storedIsHidden
        case "masksToBounds": return storedMasksToBounds
        case "frame": return frame
        case "shadowColor": return storedShadowColor
        case "shadowOpacity": return storedShadowOpacity
        case "shadowOffset": return storedShadowOffset
        case "shadowRadius": return storedShadowRadius
        case "shadowPath": return storedShadowPath
        case "borderWidth": return storedBorderWidth
        case "borderColor": return storedBorderColor
        default:
            if let value = subclassValue(forKeyPath: keyPath) { return value }
            if let (base, component) = Self.transformComponent(keyPath) {
                return (base == "transform" ? storedTransform : storedSublayerTransform).component(component)
            }
            if let stored = customValues.first(where: { $0.key == keyPath }) { return stored.value }
            return type(of: self).defaultValue(forKey: keyPath)
        }
    }

    /// Sets the value at a Core Animation key path (see ``value(forKeyPath:)``) through the property's
    /// setter, so the change is reported like any other. Scalars accept CGFloat, Double, Float, Int or
    /// NSNumber. A value of the wrong type for a modelled key path is reported and ignored; other keys are
    /// stored as-is and read back by ``value(forKeyPath:)`` (a change of one redisplays the layer when
    /// ``needsDisplay(forKey:)`` says so, and runs its ``action(forKey:)``).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        func wrongType() {
            flipbookWarning(
                """
                setValue(_:forKeyPath: "\(keyPath)"): \
                \(value.map { "\(type(of: $0))" } ?? "nil") is not a valid value; ignored
                """
            )
        }
        func scalar(_ apply: (CGFloat) -> Void) {
            if let v = Self.cgFloat(value) { apply(v) } else { wrongType() }
        }
        func point(_ apply: (CGPoint) -> Void) {
            if let v = value as? CGPoint { apply(v) } else { wrongType() }
        }
        func size(_ apply: (CGSize) -> Void) {
            if let v = value as? CGSize { apply(v) } else { wrongType() }
        }
        func transform3D(_ apply: (CATransform3D) -> Void) {
            if let v = value as? CATransform3D { apply(v) } else { wrongType() }
        }
        func color(_ apply: (CGColor?) -> Void) {
            if Self.isNilOptional(value) {
                apply(nil)
            } else if let c = value as? CGColor {
                apply(c)
            } else {
                wrongType()
            }
        }
        switch keyPath {
        case "position": point { position = $0 }
        case "position.x": scalar { position.x = $0 }
        case "position.y": scalar { position.y = $0 }
        case "bounds": if let v = value as? CGRect { bounds = v } else { wrongType() }
        case "bounds.origin": point { bounds.origin = $0 }
        case "bounds.origin.x": scalar { bounds.origin.x = $0 }
        case "bounds.origin.y": scalar { bounds.origin.y = $0 }
        case "bounds.size": size { bounds.size = $0 }
        case "bounds.size.width": scalar { bounds.size.width = $0 }
        case "bounds.size.height": scalar { bounds.size.height = $0 }
        case "anchorPoint": point { anchorPoint = $0 }
        case "anchorPoint.x": scalar { anchorPoint.x = $0 }
        case "anchorPoint.y": scalar { anchorPoint.y = $0 }
        case "anchorPointZ": scalar { anchorPointZ = $0 }
        case "transform": transform3D { transform = $0 }
        case "transform.translation":
            size {
                var t = transform
                t.m41 = $0.width
                t.m42 = $0.height
                transform = t
            }
        case "sublayerTransform": transform3D { sublayerTransform = $0 }
        case "sublayerTransform.translation":
            size {
                var t = sublayerTransform
                t.m41 = $0.width
                t.m42 = $0.height
                sublayerTransform = t
            }
        case "zPosition": scalar { zPosition = $0 }
        case "opacity": scalar { opacity = Float($0) }
        case "cornerRadius": scalar { cornerRadius = $0 }
        case "backgroundColor": color { backgroundColor = $0 }
        case "shadowColor": color { shadowColor = $0 }
        case "borderColor": color { borderColor = $0 }
        case "shadowOpacity": scalar { shadowOpacity = Float($0) }
        case "shadowRadius": scalar { shadowRadius = $0 }
        case "borderWidth": scalar { borderWidth = $0 }
        case "shadowOffset": size { shadowOffset = $0 }
        case "shadowPath":
            if Self.isNilOptional(value) {
                shadowPath = nil
            } else if let p = value as? CGPath {
                shadowPath = p
            } else {
                wrongType()
            }
        case "hidden", "isHidden": if let v = value as? Bool { isHidden = v } else { wrongType() }
        case "masksToBounds": if let v = value as? Bool { masksToBounds = v } else { wrongType() }
        case "frame": if let v = value as? CGRect { frame = v } else { wrongType() }
        default:
            if setSubclassValue(value, forKeyPath: keyPath) { return }
            if let (base, component) = Self.transformComponent(keyPath) {
                scalar { v in
                    if base == "transform" {
                        transform = transform.settingComponent(component, to: v)
                    } else {
                        sublayerTransform = sublayerTransform.settingComponent(component, to: v)
                    }
                }
                return
            }
            let onScreen = animationEntries.isEmpty ? self : (presentation() ?? self)
            let old = onScreen.customValues.first { $0.key == keyPath }?.value
            let action = actionForChange(ofKey: keyPath)
            if let i = customValues.firstIndex(where: { $0.key == keyPath }) {
                customValues[i].value = value
            } else {
                customValues.append((keyPath, value))
            }
            if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
            if let action { run(action, forChangeOfKey: keyPath, from: old ?? nil) }
        }
    }

    /// Same as ``value(forKeyPath:)`` (keys are key paths of length one).
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Same as ``setValue(_:forKeyPath:)``.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// Splits `transform.rotation.z`-style paths into the base property and the component.
    static func transformComponent(_ keyPath: String) -> (base: String, component: TransformComponent)? {
        for base in ["transform", "sublayerTransform"] where keyPath.hasPrefix(base + ".") {
            if let c = TransformComponent(rawValue: String(keyPath.dropFirst(base.count + 1))) { return (base, c) }
        }
        return nil
    }

    /// A scalar from any numeric value animations and callers use.
    static func cgFloat(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// True when `value` is an `Optional.none` wrapped in `Any`.
    static func isNilOptional(_ value: Any?) -> Bool {
        guard let value else { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
