// The SlideKit module on Linux. Its sources are ../../SlideKit/Sources/SlideKit, unchanged: Flipbook's
// FlipbookPort plugin ports them while building (flipbook-port.json names the folder). SwiftPM skips a target
// without a source file of its own, so this file is here.
