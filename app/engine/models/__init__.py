"""Local models a person has (Tandem's own folder and other apps'), the Hugging Face Hub,
and loading a model when a request names it."""
