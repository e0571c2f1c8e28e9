-- Full-text search over posts in every language they exist in. The trigram tokenizer matches
-- partial words in hangul, kana and kanji alike (no word segmentation needed).
-- Row ids encode the source so a row can be replaced or removed without a scan:
--   feed_id * 4 + 0: the author's original text (feeds), + 1: the Korean translation, + 2: the Japanese one.
CREATE VIRTUAL TABLE IF NOT EXISTS feed_fts USING fts5(title, contents, tokenize = 'trigram');

CREATE TRIGGER IF NOT EXISTS feed_fts_insert AFTER INSERT ON feeds WHEN NEW.deleted_at IS NULL BEGIN
  INSERT INTO feed_fts (rowid, title, contents) VALUES (NEW.id * 4, NEW.title, NEW.contents);
END;

CREATE TRIGGER IF NOT EXISTS feed_fts_edit AFTER UPDATE OF title, contents ON feeds WHEN NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL BEGIN
  DELETE FROM feed_fts WHERE rowid = OLD.id * 4;
  INSERT INTO feed_fts (rowid, title, contents) VALUES (NEW.id * 4, NEW.title, NEW.contents);
END;

-- A deleted post leaves every search at once, in every language.
CREATE TRIGGER IF NOT EXISTS feed_fts_soft_delete AFTER UPDATE OF deleted_at ON feeds WHEN NEW.deleted_at IS NOT NULL BEGIN
  DELETE FROM feed_fts WHERE rowid BETWEEN OLD.id * 4 AND OLD.id * 4 + 2;
END;

-- A post an operator hides leaves search the same way, and comes back with its translations when restored.
CREATE TRIGGER IF NOT EXISTS feed_fts_hide AFTER UPDATE OF hidden_at ON feeds WHEN NEW.hidden_at IS NOT NULL BEGIN
  DELETE FROM feed_fts WHERE rowid BETWEEN OLD.id * 4 AND OLD.id * 4 + 2;
END;

CREATE TRIGGER IF NOT EXISTS feed_fts_restore AFTER UPDATE OF hidden_at ON feeds
WHEN NEW.hidden_at IS NULL AND OLD.hidden_at IS NOT NULL AND NEW.deleted_at IS NULL BEGIN
  INSERT OR REPLACE INTO feed_fts (rowid, title, contents) VALUES (NEW.id * 4, NEW.title, NEW.contents);
  INSERT OR REPLACE INTO feed_fts (rowid, title, contents)
  SELECT NEW.id * 4 + (CASE t.language WHEN 'ko' THEN 1 ELSE 2 END), t.title, t.contents
  FROM feed_translations t WHERE t.feed_id = NEW.id AND t.language <> NEW.language;
END;

CREATE TRIGGER IF NOT EXISTS feed_fts_delete AFTER DELETE ON feeds BEGIN
  DELETE FROM feed_fts WHERE rowid BETWEEN OLD.id * 4 AND OLD.id * 4 + 2;
END;

-- The original is indexed from feeds already; a "translation" into the original language adds nothing.
CREATE TRIGGER IF NOT EXISTS feed_fts_translation_insert AFTER INSERT ON feed_translations
WHEN NEW.language <> (SELECT language FROM feeds WHERE id = NEW.feed_id AND deleted_at IS NULL AND hidden_at IS NULL) BEGIN
  INSERT OR REPLACE INTO feed_fts (rowid, title, contents)
  VALUES (NEW.feed_id * 4 + (CASE NEW.language WHEN 'ko' THEN 1 ELSE 2 END), NEW.title, NEW.contents);
END;

CREATE TRIGGER IF NOT EXISTS feed_fts_translation_delete AFTER DELETE ON feed_translations BEGIN
  DELETE FROM feed_fts WHERE rowid = OLD.feed_id * 4 + (CASE OLD.language WHEN 'ko' THEN 1 ELSE 2 END);
END;
