"""Memory notes (spec chapter 26): the files, the rules, search and the prompt text.

A library of its own: it never imports app.engine, app.ui or Qt. Everything outside it
goes through `app.memory.service.NotesService`, with the request and result types of
`app.memory.types` (cheap to import: no whoosh, git or yaml).
"""
