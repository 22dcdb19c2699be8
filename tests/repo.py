"""The repository's root folder, for tests that read its files or start its scripts: one place, whichever
layer folder (tests/credit/, tests/run/, ...) a test sits in."""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
