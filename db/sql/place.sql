-- Place search keys (names and area in every script people type: hangul, kana reading, romanisation,
-- initials, kanji; see places.search_keys and area_keys) and addresses as trigrams, so a substring of three or more
-- characters finds the place without a full scan. The rowid is the place id.
-- Named *_fts so clearData leaves its shadow tables alone (the triggers below empty it).
CREATE VIRTUAL TABLE IF NOT EXISTS places_fts USING fts5(names, tokenize = 'trigram');

-- The same words whole, with prefix indexes of one and two characters: a query shorter than a
-- trigram ("명동", "ㅁㄷ", "明洞") finds the words it starts without scanning every place.
CREATE VIRTUAL TABLE IF NOT EXISTS places_fts_words USING fts5(words, tokenize = "unicode61 remove_diacritics 0", prefix = '1 2');

-- Coordinates as an R*Tree, for map boxes and "near a point" without scanning every place.
-- Named *_fts_rtree for the same reason as above: its shadow tables must not be emptied by hand.
CREATE VIRTUAL TABLE IF NOT EXISTS places_fts_rtree USING rtree(id, min_lat, max_lat, min_lng, max_lng);

CREATE TRIGGER IF NOT EXISTS places_index_insert AFTER INSERT ON places BEGIN
  INSERT INTO places_fts (rowid, names) VALUES (new.id, new.search_keys || ' ' || new.area_keys || ' ' || new.address_ko || ' ' || new.address_ja);
  INSERT INTO places_fts_words (rowid, words) VALUES (new.id, new.search_keys || ' ' || new.area_keys || ' ' || new.address_ko || ' ' || new.address_ja);
  INSERT INTO places_fts_rtree (id, min_lat, max_lat, min_lng, max_lng) VALUES (new.id, new.lat, new.lat, new.lng, new.lng);
END;

CREATE TRIGGER IF NOT EXISTS places_index_update AFTER UPDATE OF search_keys, area_keys, address_ko, address_ja, lat, lng ON places BEGIN
  DELETE FROM places_fts WHERE rowid = old.id;
  INSERT INTO places_fts (rowid, names) VALUES (new.id, new.search_keys || ' ' || new.area_keys || ' ' || new.address_ko || ' ' || new.address_ja);
  DELETE FROM places_fts_words WHERE rowid = old.id;
  INSERT INTO places_fts_words (rowid, words) VALUES (new.id, new.search_keys || ' ' || new.area_keys || ' ' || new.address_ko || ' ' || new.address_ja);
  DELETE FROM places_fts_rtree WHERE id = old.id;
  INSERT INTO places_fts_rtree (id, min_lat, max_lat, min_lng, max_lng) VALUES (new.id, new.lat, new.lat, new.lng, new.lng);
END;

CREATE TRIGGER IF NOT EXISTS places_index_delete AFTER DELETE ON places BEGIN
  DELETE FROM places_fts WHERE rowid = old.id;
  DELETE FROM places_fts_words WHERE rowid = old.id;
  DELETE FROM places_fts_rtree WHERE id = old.id;
END;
