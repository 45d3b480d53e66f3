-- Filled in by issue 15's work; a placeholder so migrations stay numbered.
SELECT 1;
