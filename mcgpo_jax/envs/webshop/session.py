"""A WebShop browsing session's state and the page's clickable elements: what engine.py's Browser moves
through and rubric.py's extractors read (both import it here, so the rubric needs nothing of the engine)."""
from __future__ import annotations

import dataclasses
from typing import Optional


@dataclasses.dataclass(frozen=True)
class Clickable:
  """One clickable element: kind 'button', 'product' (payload asin) or 'option' (payload option name)."""
  kind: str
  payload: Optional[str] = None


@dataclasses.dataclass
class Session:
  """SimServer.user_sessions[...] plus the current page (the original keeps it in the URL)."""
  goal: dict
  page: str = 'search'                 # search | results | item | one of SUB_PAGES | done
  keywords: Optional[list[str]] = None
  results_page: Optional[int] = None
  asin: Optional[str] = None
  options: dict[str, str] = dataclasses.field(default_factory=dict)
  searched: bool = False               # ever searched in this episode (sticky, unlike `keywords`)
  done: bool = False
  score: float = 0.0
  reward_info: Optional[dict] = None
