"""The desktop window: PySide6 widgets over the services; no file or HTTP access here."""
