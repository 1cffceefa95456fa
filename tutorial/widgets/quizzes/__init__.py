"""The quiz widget (:class:`Quiz`) and each quiz kind's board (:mod:`.boards`)."""

from tutorial.widgets.quizzes.quiz import Quiz

__all__ = ["Quiz"]
