// The system's SQLite: part of macOS's SDK; on Linux, the SQLite development package
// (Debian and Ubuntu: libsqlite3-dev; Fedora: sqlite-devel).
#include <sqlite3.h>
