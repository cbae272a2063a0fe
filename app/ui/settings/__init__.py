"""The Settings dialog (Tandem → Settings…): one page per subject, so nobody has to edit
config.toml by hand. The form pages are saved together; keys and the password act at once.
"""
