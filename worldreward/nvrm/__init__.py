"""NVRM: the scalar next-video reward model (bundle verification, contract preprocessing, scoring, golden fixtures)."""
