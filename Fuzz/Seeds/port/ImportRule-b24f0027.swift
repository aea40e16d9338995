let expected = """
// Sheet.swift
// Copyright someone

import Flipbook

/// A sheet.
final class Sheet: UIView {}
