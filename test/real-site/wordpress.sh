#!/usr/bin/env bash
# A real WordPress on 127.0.0.1 for the tests in test/real-site/ (Debian's packages, run as root).
#
#   bash test/real-site/wordpress.sh install   # apt packages only (skipped when already there)
#   bash test/real-site/wordpress.sh start     # install, start MariaDB + `php -S`, install the site, write the state file
#   bash test/real-site/wordpress.sh stop      # stop both (data and packages stay for the next start)
#   bash test/real-site/wordpress.sh status
#
# MariaDB listens on its socket only (no TCP); PHP's server binds 127.0.0.1:$WORDPRESS_PORT (default 8765).
# Every run can be repeated: a running WordPress is reused, an installed site is kept, and each start
# replaces the tests' application password and rewrites test/real-site/.state/wordpress.env.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
STATE_DIR="$HERE/.state"
STATE_FILE="$STATE_DIR/wordpress.env"
PORT="${WORDPRESS_PORT:-8765}"
HOST=127.0.0.1
URL="http://$HOST:$PORT"
PACKAGES=(wordpress mariadb-server php-cli php-mysql)
DOCROOT=/usr/share/wordpress
DATA=/var/lib/mock-site-wordpress        # MariaDB's data and the database password: kept across runs
RUN=/run/mock-site-wordpress             # socket and pid files
SOCKET="$RUN/mysqld.sock"
DB_PID="$RUN/mysqld.pid"
PHP_PID="$RUN/php.pid"
CONFIG="/etc/wordpress/config-$HOST.php" # what Debian's wp-config.php loads for Host: 127.0.0.1[:port]
MARKER='mock-site test/real-site/wordpress.sh'
DB_NAME=mock_site_wordpress
DB_USER=mock_site_wordpress

say() { echo "[real-site] $*"; }
die() { echo "[real-site] wordpress.sh: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "run as root (it installs Debian packages and starts MariaDB)."

installed() { dpkg-query -W -f='${Status}\n' "$1" 2>/dev/null | grep -q '^install ok installed$'; }

install_packages() {
  local missing=()
  for p in "${PACKAGES[@]}"; do installed "$p" || missing+=("$p"); done
  if [ ${#missing[@]} -eq 0 ]; then say "packages already installed: ${PACKAGES[*]}"; return; fi
  say "installing ${missing[*]} (apt-get)"
  # Keep the packages' own services (Apache on :80, the system MariaDB) from starting during the install.
  local policy=/usr/sbin/policy-rc.d own=
  if [ ! -e "$policy" ]; then
    own=1
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT # also when interrupted: later installs must start their services again
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy"
  fi
  local status=0 log="$DATA/apt.log"
  mkdir -p "$DATA"
  { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      -o Dpkg::Options::=--force-confold "${PACKAGES[@]}"; } >"$log" 2>&1 || status=$?
  [ -z "$own" ] || { rm -f "$policy"; trap - EXIT; }
  [ "$status" = 0 ] || { tail -n 20 "$log" >&2; die "apt-get failed (exit $status): the whole output is in $log"; }
}

# A pid file whose process is alive and is the program named.
alive() { local pid; pid="$(cat "$1" 2>/dev/null)" || return 1; [ -n "$pid" ] && grep -qa "$2" "/proc/$pid/cmdline" 2>/dev/null; }

start_mariadb() {
  mkdir -p "$DATA" "$RUN"
  chown mysql:mysql "$RUN"
  if [ ! -d "$DATA/mysql/mysql" ]; then
    say "creating the MariaDB data directory $DATA/mysql"
    mkdir -p "$DATA/mysql" && chown mysql:mysql "$DATA/mysql"
    mariadb-install-db --no-defaults --user=mysql --datadir="$DATA/mysql" --auth-root-authentication-method=socket \
      --skip-test-db >"$DATA/install-db.log" 2>&1 || die "mariadb-install-db failed: see $DATA/install-db.log"
  fi
  if alive "$DB_PID" mariadbd; then
    say "MariaDB already running (pid $(cat "$DB_PID"))"
  else
    # --no-defaults: none of /etc/mysql's settings; --skip-networking: the socket is the only way in.
    setsid mariadbd --no-defaults --user=mysql --datadir="$DATA/mysql" --socket="$SOCKET" --pid-file="$DB_PID" \
      --skip-networking --log-error="$DATA/mysqld.log" </dev/null >/dev/null 2>&1 &
    say "starting MariaDB on $SOCKET"
  fi
  local n
  for n in $(seq 1 150); do
    mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1 && break
    [ "$n" = 150 ] && die "MariaDB did not answer on $SOCKET within 30 s: see $DATA/mysqld.log"
    sleep 0.2
  done
  [ -s "$DATA/db-password" ] || { (umask 077; php -r 'echo bin2hex(random_bytes(16));' >"$DATA/db-password"); }
  local password; password="$(cat "$DATA/db-password")"
  mariadb --no-defaults --socket="$SOCKET" -uroot <<SQL || die "could not create the database $DB_NAME"
CREATE DATABASE IF NOT EXISTS $DB_NAME CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$password';
ALTER USER '$DB_USER'@'localhost' IDENTIFIED BY '$password';
GRANT ALL PRIVILEGES ON $DB_NAME.* TO '$DB_USER'@'localhost';
SQL
}

write_config() {
  mkdir -p /etc/wordpress
  if [ -e "$CONFIG" ] && ! grep -q "$MARKER" "$CONFIG"; then
    die "$CONFIG exists and was not written by this script: move it away (or set WORDPRESS_PORT and use your own)."
  fi
  local keys='' k
  for k in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
    keys+="define('$k', '$(php -r 'echo bin2hex(random_bytes(32));')');"$'\n'
  done
  (umask 027; cat >"$CONFIG.tmp" <<PHP
<?php
// Written by $MARKER: the WordPress the real-site tests record from. Rewritten on every start.
define('DB_NAME', '$DB_NAME');
define('DB_USER', '$DB_USER');
define('DB_PASSWORD', '$(cat "$DATA/db-password")');
define('DB_HOST', 'localhost:$SOCKET');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$keys\$table_prefix = 'wp_';
define('WP_HOME', '$URL');
define('WP_SITEURL', '$URL');
// Application passwords over plain HTTP need the local environment type.
define('WP_ENVIRONMENT_TYPE', 'local');
// No requests leave the machine (update checks, oEmbed, directories); no cron requests to itself.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', false);
PHP
  )
  mv "$CONFIG.tmp" "$CONFIG"
}

# The REST index answers 200 JSON: WordPress is up.
answering() {
  php -r '$c = @file_get_contents($argv[1]); exit($c !== false && str_contains($http_response_header[0] ?? "", " 200") && json_decode($c) ? 0 : 1);' \
    "$URL/index.php?rest_route=/" 2>/dev/null
}

start_php() {
  if alive "$PHP_PID" php && [ "$(cat "$RUN/php.port" 2>/dev/null)" = "$PORT" ]; then
    say "PHP server already running (pid $(cat "$PHP_PID"))"
  else
    stop_php
    if php -r '$s = @fsockopen($argv[1], (int) $argv[2]); exit($s ? 0 : 1);' "$HOST" "$PORT"; then
      die "$HOST:$PORT is taken by another program: set WORDPRESS_PORT to a free port."
    fi
    mkdir -p "$RUN"
    # Several workers: a client may send requests in parallel (PHP's server is single-threaded otherwise).
    PHP_CLI_SERVER_WORKERS=4 setsid php -S "$HOST:$PORT" -t "$DOCROOT" </dev/null >"$DATA/php.log" 2>&1 &
    echo $! >"$PHP_PID"
    echo "$PORT" >"$RUN/php.port"
    say "starting PHP's server on $URL (docroot $DOCROOT)"
  fi
  local n
  for n in $(seq 1 150); do
    answering && return
    alive "$PHP_PID" php || die "PHP's server exited: see $DATA/php.log"
    sleep 0.2
  done
  die "WordPress did not answer $URL/index.php?rest_route=/ within 30 s: see $DATA/php.log"
}

stop_pid() { # pid-file name
  alive "$1" "$2" || { rm -f "$1"; return 0; }
  local pid n; pid="$(cat "$1")"
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  for n in $(seq 1 150); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  kill -0 "$pid" 2>/dev/null && die "$2 (pid $pid) did not stop within 30 s"
  rm -f "$1"
  say "stopped $2 (pid $pid)"
}

stop_php() { stop_pid "$PHP_PID" php; }

start() {
  install_packages
  start_mariadb
  write_config
  local password
  password="$(php "$HERE/install-site.php" "$PORT")" || die "installing the site failed (see above)"
  start_php
  mkdir -p "$STATE_DIR"
  (umask 077; cat >"$STATE_FILE.tmp" <<ENV
# Written by test/real-site/wordpress.sh start: the WordPress the tests in test/real-site/ record from.
WORDPRESS_URL=$URL
WORDPRESS_USER=admin
WORDPRESS_APP_PASSWORD=$password
ENV
  )
  mv "$STATE_FILE.tmp" "$STATE_FILE"
  say "WordPress $(php -r 'include "/usr/share/wordpress/wp-includes/version.php"; echo $wp_version;') at $URL (user admin); state in ${STATE_FILE#"$PWD/"}"
}

stop() {
  stop_php
  stop_pid "$DB_PID" mariadbd
  rm -f "$STATE_FILE" "$RUN/php.port"
}

status() {
  if alive "$PHP_PID" php && answering; then say "running at $URL"; else say "not running"; return 1; fi
}

case "${1:-}" in
  install) install_packages ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) die "usage: wordpress.sh install|start|stop|status" ;;
esac
