"""The window's Models tab: the local models, and getting more from the Hub."""
