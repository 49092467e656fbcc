import Testing
@testable import AutoLayout
