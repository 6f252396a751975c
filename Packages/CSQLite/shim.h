// The system's SQLite: part of macOS's SDK; on Linux, the SQLite development package
// (Debian and Ubuntu: libsqlite3-dev; Fedora: sqlite-devel).
#include <sqlite3.h>

// sqlite3_config takes variable arguments, which Swift cannot pass: one wrapper per setting used.
static inline int csqlite_config_memstatus(int on) { return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, on); }
// sqlite3_db_config likewise, for its on/off settings.
static inline int csqlite_db_config_flag(sqlite3 *db, int option, int on) { return sqlite3_db_config(db, option, on, (int *)0); }
