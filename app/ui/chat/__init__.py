"""The Chat tab: one conversation streamed through LocalChat."""
