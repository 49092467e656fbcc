// The Auto Layout layer: see docs/ARCHITECTURE.md.
