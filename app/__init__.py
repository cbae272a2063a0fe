"""Tandem: a local LLM desktop app with user-owned memory notes."""

__version__ = "0.1.0"
