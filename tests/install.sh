#!/usr/bin/env bash
# Install everything the test suite needs on a fresh machine (the README's test command then
# runs `.venv/bin/python -m pytest -q`):
#   1. headless Chromium (Debian package) for the review-page browser test, when missing;
#   2. playwright-core in tests/browser/ (drives that Chromium; never downloads a browser);
#   3. a virtual environment .venv with worldreward and every extra (CPU torch included).
# Installing Chromium needs root or sudo; everything else stays inside the clone.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_install() {  # apt_install PACKAGE...: Debian packages, as root or through sudo
  local sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "tests/install.sh: need root or sudo to install $* (or install them yourself and rerun)" >&2
      exit 1
    fi
    sudo_cmd="sudo"
  fi
  echo "== installing $* (apt)" >&2
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@" >/dev/null
}

command -v chromium >/dev/null 2>&1 || apt_install chromium
command -v npm >/dev/null 2>&1 || apt_install nodejs npm
if [ ! -d tests/browser/node_modules/playwright-core ]; then
  echo "== installing playwright-core (npm, no browser download)" >&2
  (cd tests/browser && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --silent)
fi
# torch's wheel with its CUDA libraries makes the venv about 7 GB: say so before pip runs out of room.
need_kb=$((8 * 1024 * 1024))
free_kb=$(df -Pk . | awk 'NR == 2 {print $4}')
if [ ! -d .venv ] && [ "${free_kb:-0}" -lt "$need_kb" ]; then
  echo "tests/install.sh: about 8 GB free needed here for .venv (torch with CUDA libraries), only $((free_kb / 1024)) MB free" >&2
  exit 1
fi
echo "== installing worldreward[all] into .venv" >&2
python3 -m venv .venv
.venv/bin/pip install -q -e ".[all]"
