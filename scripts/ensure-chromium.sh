#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (browser downloads do not work on our machines).
# Installs it with apt when /usr/bin/chromium is missing; needs root (CI and dev machines run as root).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' and try again." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
