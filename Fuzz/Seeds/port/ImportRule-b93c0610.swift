let expected = """
import Flipbook

let x = 1
