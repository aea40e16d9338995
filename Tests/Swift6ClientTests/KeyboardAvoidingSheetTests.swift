import Flipbook
import Testing

/// The corpus's keyboard-avoiding sheet (KeyboardAvoidingSheet.swift) rides up with the recording's keyboard.
@MainActor
@Suite struct KeyboardAvoidingSheetTests {
    @Test func theSheetRidesOnTheKeyboard() throws {
        let controller = KeyboardAvoidingSheetController()
        let window = makeClientWindow(width: 200, height: 480, root: controller)
        window.layoutIfNeeded()
        #expect(controller.sheet.frame.maxY == 480)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        recorder.showKeyboard()
        #expect(recorder.isKeyboardShown)
        try recorder.advance(seconds: 0.125)
        assertClientGolden(window, "keyboard-sheet", at: 0.125)
        try recorder.advance(seconds: 0.125)
        assertClientGolden(window, "keyboard-sheet", at: 0.25)
        let keyboardTop = 480 - World.current.device.keyboardHeight
        #expect(controller.sheet.frame.maxY == keyboardTop, "the sheet sits on the keyboard")
        recorder.hideKeyboard()
        try recorder.advance(seconds: 0.3)
        #expect(controller.sheet.frame.maxY == 480 && !recorder.isKeyboardShown)
    }
}
