"""Whether a person's message asks Tandem to keep something: a learned decision.

A word list cannot know the many ways people ask ("jot this down", "store that…", "next
time…", "Merk dir…", "Retiens que…"), so a small linear model over hashed character and
word n-grams decides, sentence by sentence. It is trained by training/train_keep_model.py
on the labelled messages beside it, and ships as resources/keep_model.npz.
"""
