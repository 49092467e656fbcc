// The shell session: see docs/ARCHITECTURE.md.
