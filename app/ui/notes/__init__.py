"""The Notes tab (spec 26.7; docs/ARCHITECTURE.md#the-notes-tab): the notes library's views, all
through NotesService."""
