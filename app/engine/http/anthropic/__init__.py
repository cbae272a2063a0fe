"""The Anthropic Messages API (`/v1/messages`), for Claude Code and the Anthropic SDKs.

It is a translation, not a second server: a Messages body becomes the same
`GenerationRequest` a chat completion does, runs through the same conductor and turn, and
the deltas that come back are shaped into Anthropic's events. Only the wire differs.
"""
