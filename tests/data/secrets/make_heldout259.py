# ruff: noqa: E501
"""Writes heldout259_credentials.yaml and heldout259_lookalikes.yaml: held-out batch 259.

Persona: an IT and systems engineer at a regional airline's maintenance base in Dubai who
writes terse English with aviation abbreviations. She keeps logins for the MRO/maintenance
tracking system, the crew scheduling portal, Jeppesen and navigation-data subscriptions,
ACARS/ground station service accounts, the hangar door and tool-crib codes, EFB iPad MDM
enrollment secrets, SITA and airport Wi-Fi, and many look-alikes (aircraft registrations,
tail numbers, part and serial numbers, work-order and defect ids, NOTAM numbers, ICAO codes,
flight numbers, hex transponder codes).

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_secret_key,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64u,
    basic,
    bitlocker_key,
    digits,
    groups,
    hexs,
    jwt,
    kube_key_data,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

SYM = ALNUM + "!@#$%*"


def reg() -> str:
    """A UAE civil aircraft registration."""
    return "A6-" + "".join(secrets.choice(UPPER) for _ in range(3))


def icao24() -> str:
    """A Mode S address in the UAE block (896000-897FFF), as ADS-B tools print it."""
    return f"{0x896000 + secrets.randbelow(0x2000):06X}"


def squawk() -> str:
    return "".join(secrets.choice("01234567") for _ in range(4))


def wo() -> str:
    return f"WO-{digits(8, lead=True)}"


def notam() -> str:
    return f"{pick('A', 'B', 'C')}{secrets.randbelow(9000) + 100:04d}/25"


def flight() -> str:
    return f"{pick('AXD', 'GLF', 'ACM')}{secrets.randbelow(900) + 100}"


def pn() -> str:
    return pick(
        f"{digits(7, lead=True)}-{secrets.randbelow(20) + 1}",
        f"D{digits(8)}-{secrets.randbelow(900) + 100}",
        f"{rnd(UPPER, 2)}{digits(5)}-{digits(2)}",
    )


def sn() -> str:
    return pick(rnd(UPPER + DIGITS, 10), f"{rnd(UPPER, 3)}{digits(6)}", f"{digits(4)}-{rnd(UPPER + DIGITS, 5)}")


def mapbox_claims() -> str:
    """The middle of a public (pk.) map token: its user and token id, base64url."""
    return b64u(('{"u":"acmedxb","a":"' + rnd(LOWER + DIGITS, 25) + '"}').encode())


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "~._-", 34)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "mro_system_login",
        f"AMOS prod login: svc_lnm / {pw()} (line mx DXB, R/W)",
        f"TRAX test env\nuser: n.haddad\npass: {pw()}\nurl https://trax-test.mro.acme.internal",
        f"mro sys pw changed today -> {pw()}  (old one expired, 90d)",
        f"MRO tracking db admin u=mxadmin p={rnd(SYM, 14)}",
        f"AMOS web svc acct for WO sync: amos_api@acme.internal  pwd {pw()}",
        f"amos night shft shared acct LMX_NIGHT pw {rnd(ALNUM, 10)} - tell Arjun when rotated",
    )
    r.add(
        "crew_scheduling_portal_password",
        f"crew sched portal (rostering) - my login fatima.k / {pw()}",
        f"CSP admin pw: {pw()}. dont share w/ ops ctrl",
        f"rostering portal break-glass acct rst_bg01 pw {rnd(SYM, 16)} -- only if SSO down",
        f"Crew portal SOAP intf creds\n  endpoint: https://crewsched.acme.internal/ws\n  user: intf_mx\n  password: {pw()}",
        f"crew sched pwd reset by vendor, temp = {rnd(ALNUM, 10)}, chg on 1st login",
    )
    r.add(
        "jeppesen_account_password",
        f"Jepp login (FD/charts): it.dxb@acme.example pw {pw()}",
        f"JeppView fleet lic acct  u: acmedxb_it  p: {pw()}",
        f"jeppesen distribution mgr -- pw: {pw()}",
        f"| svc | user | pass |\n|---|---|---|\n| Jeppesen JDM | dxbmx | {pw()} |\n| Jepp cust portal | it.dxb | {pw()} |",
        f"Jepp customer portal, acct# {digits(6, lead=True)}, password {pw()}",
    )
    r.add(
        "navdata_api_key",
        f"navdata sub API key: {hexs(32)}",
        f"nav DB dl script:\nexport NAVDATA_API_KEY={rnd(ALNUM, 40)}\ncurl -H \"X-Api-Key: $NAVDATA_API_KEY\" https://navdata.acme.example/v1/cycles/latest",
        f"FMS navdata portal token {rnd(URLSAFE, 48)} - valid while subscription active",
        f"charts/nav api: client_id efb-dxb, client_secret {rnd(ALNUM, 40)}",
        f"airac loader cfg\n[navdata]\nendpoint=https://nd.acme.test/api\napikey = {hexs(40)}",
    )
    r.add(
        "acars_service_account_password",
        f"ACARS gnd svc acct: acars_gw / {pw()}",
        f"ACARS msg gateway login\nuser acmedxb01\npass {pw()}",
        f"acars middleware (DXB) SQL user acarsrw pwd={pw()}",
        f"AIRCOM svc acct pw rotated -> {pw()}",
        f"acars uplink test acct 'acars_test' pass '{rnd(ALNUM, 12)}' (test env only!)",
    )
    r.add(
        "ground_station_api_token",
        f"VHF gnd stn monitoring API: Authorization: Bearer {rnd(URLSAFE, 40)}",
        f"gs-monitor JWT (svc acct, long lived):\n{jwt({'sub': 'gs-mon-dxb', 'iss': 'https://gs.acme.internal', 'scope': 'stations:rw'})}",
        f"curl -H 'Authorization: Token {hexs(40)}' https://gsmon.acme.internal/api/stations/OMDB",
        f"ground stn NMS api key {rnd(ALNUM, 32)}",
        f"VDL portal tok: {rnd(URLSAFE, 64)}",
    )
    r.add(
        "hangar_door_code",
        f"hangar 3 door code {digits(6)}#",
        f"H2 side door keypad: {digits(4)}*  (main roller door panel = {digits(5)})",
        f"new hangar door PIN from FM: {digits(6)} eff. today",
        f"hgr door code chg'd -> {digits(4)}",
        f"Hangar access codes\n- H1 pers door: {digits(4)}\n- H2 pers door: {digits(4)}\n- apron gate: {digits(5)}",
    )
    r.add(
        "tool_crib_code",
        f"tool crib keypad {digits(4)}",
        f"tool crib after-hrs code: {digits(6)}, log entry in TCS required",
        f"torque wrench cabinet combo {digits(2)}-{digits(2)}-{digits(2)}",
        f"crib door PIN changed to {digits(5)} (old one got posted in shift WA group)",
        f"tool store kiosk admin pin {digits(6)}",
    )
    r.add(
        "efb_mdm_enrollment_secret",
        f"Jamf API client for EFB enrol\nclient_id: {uid()}\nclient_secret: {rnd(URLSAFE, 64)}",
        f"Intune bulk enrol pkg pwd (EFB iPads): {pw()}",
        f"WS1 UEM enrol: group ID EFB-DXB, enrollment token {rnd(UPPER + DIGITS, 10)}",
        f"EFB supervision identity .p12 passphrase: {pw()}",
        f"MDM enrollment link https://mdm.acme.example/enroll?token={rnd(URLSAFE, 40)}",
        f"MDM server token (p7m) decrypt pw {pw()}",
    )
    r.add(
        "sita_wifi_password",
        f"SITA wifi (ssid SITA-OPS) WPA2 key: {rnd(ALNUM, 16)}",
        f"SITA net 802.1x user acme_dxb_mx pass {pw()}",
        f"sita kiosk wlan psk {rnd(ALNUM, 14)}",
        f"SITA CUTE staff wifi: SSID CUTE-STAFF / pw {pw()}",
        f"sita portal (tickets/circuits) login itops@acme.example {pw()}",
    )
    r.add(
        "airport_wifi_psk",
        f"OMDB apron wifi psk: {rnd(ALNUM, 12)}",
        f"airport staff wlan DXB-STAFF  key = {pw()}",
        f"wifi @ line stn OMSJ tech room: pw {rnd(LOWER + DIGITS, 10)}",
        f"gatelink wifi (acft data offload) WPA2-PSK {rnd(ALNUM + '!#', 20)}",
        f"T2 ops office wifi pass {pick('Falcon', 'Dune', 'Jet', 'Oryx')}{digits(4)}!",
    )
    r.add(
        "domain_admin_password",
        f"da acct adm-fk pw {pw()}",
        f"DC break-glass (ACME\\bg-admin): {pw()}  -- sealed envelope copy in IT safe too",
        f"local admin on hangar workstations (legacy, no LAPS): {pw()}",
        f"ACME.internal domain admin temp pw {rnd(SYM, 18)}",
        f"runas /user:ACME\\svc-deploy cmd\n→ pw {pw()}",
    )
    r.add(
        "ssh_private_key",
        f"jump host key (mx-bastion.acme.internal):\n{openssh_private()}",
        f"acars gw root key\n{pem('RSA PRIVATE KEY', 6)}",
        f"ansible deploy key - efb-config repo\n{openssh_private()}",
        f"ec key for gs-mon\n{pem('EC PRIVATE KEY', 3)}",
        f"kubeconfig (mx-apps cluster) user entry\n    client-key-data: {kube_key_data()}",
    )
    r.add(
        "aws_access_key",
        f"aws creds mx-docs bucket\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"AWS IAM user efb-sync: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"s3 backup of AMOS dumps - key {aws_key_id()} secret {aws_secret()} region me-central-1",
        f"[profile mro-prod]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=me-south-1",
    )
    r.add(
        "database_connection_string",
        f"postgresql://amos_ro:{rnd(ALNUM, 16)}@db01.mro.acme.internal:5432/amos",
        f"Server=sql-crew.acme.internal;Database=Roster;User Id=rpt_user;Password={rnd(SYM, 16)};",
        f"mongodb://acars:{rnd(ALNUM, 18)}@mongo.acme.internal:27017/acars?authSource=admin",
        f"TRAX ora conn: trax_app/{rnd(ALNUM, 14)}@//ora-trax.acme.internal:1521/TRAXP",
        f"mysql -h tooltrack.acme.internal -u crib -p'{rnd(ALNUM, 14)}' toolcrib",
    )
    r.add(
        "vpn_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.44.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820",
        f"IPsec PSK line stn OMSJ <-> DXB: {rnd(ALNUM, 32)}",
        f"forticlient vpn (vendor remote support) user vnd_amos pw {pw()}",
        f"wg priv key my laptop: {wg_key()}",
        f"s2s PSK w/ ground handler: {rnd(SYM, 24)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BL recovery HGR-WS-07: {bitlocker_key()}",
        f"bitlocker - EFB charging stn PC\nID {hexs(8).upper()}\nkey {bitlocker_key()}",
        f"recovery key stores laptop (LT-STR-02) {bitlocker_key()}",
        f"bitlocker rec key, planning office pc:\n{bitlocker_key()}",
    )
    r.add(
        "network_device_password",
        f"core sw enable secret {pw()}",
        f"hangar WLC admin / {pw()}",
        f"conf t\nusername netadm privilege 15 secret {rnd(ALNUM, 16)}\nenable secret {rnd(ALNUM, 14)}",
        f"fortigate admin pw: {pw()}",
        f"ups nmc hgr2  apc/{rnd(ALNUM, 12)}",
    )
    r.add(
        "radius_shared_secret",
        f"radius secret hangar APs: {rnd(ALNUM, 24)}",
        f"client hgr-wlc {{\n  ipaddr = 10.20.1.5\n  secret = {rnd(ALNUM, 20)}\n}}",
        f"NPS shared secret sw-core <-> nps01: {rnd(SYM, 22)}",
        f"tacacs key (all switches) {rnd(ALNUM, 18)}",
    )
    r.add(
        "snmpv3_credentials",
        f"snmpv3 user nms  auth SHA {rnd(ALNUM, 16)}  priv AES {rnd(ALNUM, 16)}",
        f"snmp-server user nmsro NMSGRP v3 auth sha {rnd(ALNUM, 14)} priv aes 128 {rnd(ALNUM, 14)}",
        f"SNMPv3 for gnd stn radios: user gsmon, authpass {pw()}, privpass {pw()}",
    )
    r.add(
        "github_token",
        f"gh token for efb-config CI: ghp_{rnd(ALNUM, 36)}",
        f"GITHUB_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://x-access-token:ghp_{rnd(ALNUM, 36)}@git.acme.internal/mx/amos-scripts.git",
    )
    r.add(
        "slack_bot_token",
        f"AOG alert bot token xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
        f"slack app (acars-alerts)\nbot: xoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}\napp-level: xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, lead=True)}-{hexs(64)}",
        f"SLACK_BOT_TOKEN='xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}'",
    )
    r.add(
        "mfa_recovery_codes",
        f"M365 admin backup codes:\n{recovery_codes(8, 'digits')}",
        f"git.acme recovery codes (my acct)\n{recovery_codes(8, 'github')}",
        f"Jamf admin 2FA recovery: {recovery_codes(6, 'plain')}",
        f"TOTP seed shared MRO admin acct (night shift gen codes): {rnd(BASE32, 32)}",
        f"otpauth://totp/ACME:lmx-admin?secret={rnd(BASE32, 32)}&issuer=ACME",
    )
    r.add(
        "safe_combination",
        f"IT safe (comms rm) combo {digits(2)}-{digits(2)}-{digits(2)}",
        f"key safe outside stores: {digits(4)}",
        f"spare keys lockbox @ line mx office - code {digits(4)}",
        f"AOG spares cage padlock {digits(3)}",
    )
    r.add(
        "azure_client_secret",
        f"app reg efb-mdm-connector\ntenant {uid()}\nclient {uid()}\nsecret {azure_secret()}",
        f"AZURE_CLIENT_SECRET={azure_secret()}",
        f"entra app 'crew-sync' secret (exp 12mo): {azure_secret()}",
    )
    r.add(
        "llm_api_key",
        f"openai key for WO text classifier: {openai_project_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"tech log summariser poc - api key {openai_project_key()}",
    )
    r.add(
        "sendgrid_api_key",
        f"sendgrid key (AMOS due-list mails): {sendgrid_key()}",
        f"smtp relay via sendgrid: user apikey / pass {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
    )
    r.add(
        "backup_encryption_passphrase",
        f"veeam job enc pw (AMOS vm): {pw()}",
        f"restic repo pw s3:backup.acme.internal/mro -> {rnd(ALNUM, 28)}",
        f"age key for nightly roster export\n{age_secret_key()}",
        f"7z pw for navdata archive mailed to line stns: {rnd(ALNUM, 12)}",
        f"tape backup encryption passphrase: {pick('oryx', 'falcon', 'dhow')}-{pick('runway', 'taxi', 'apron')}-{pick('amber', 'cobalt', 'sand')}-{digits(3)}",
    )
    r.add(
        "ldap_bind_password",
        f"ldap bind for EFB portal\nbinddn: cn=svc-efb,ou=svc,dc=acme,dc=internal\nbindpw: {pw()}",
        f"ldapsearch -H ldaps://dc01.acme.internal -D 'svc-amos@acme.internal' -w '{rnd(ALNUM, 16)}' -b dc=acme,dc=internal",
        f"AMOS LDAP svc acct pw {pw()}",
        f"crew portal AD bind user svc-csp / {pw()}",
    )
    r.add(
        "printer_admin_pin",
        f"zebra tag printer (stores) admin pin {digits(4)}",
        f"MFP planning office web admin: admin / {rnd(ALNUM, 10)}",
        f"secure print release PIN (mine) {digits(5)}",
        f"label printer hgr3 pw {digits(6)}",
    )
    r.add(
        "vendor_portal_password",
        f"OEM tech pubs portal: it.dxb@acme.example / {pw()}",
        f"engine OEM portal login (trend mon) acmedxb_eng pw {pw()}",
        f"APU vendor repair portal - u: lmx.dxb  p: {pw()}",
        f"IPC/AMM viewer lic server admin pw {pw()}",
        f"avionics vendor sw loader portal pwd {rnd(SYM, 15)}",
    )
    r.add(
        "api_basic_auth",
        f"AMOS REST intf: Authorization: Basic {basic('amos_rest', rnd(ALNUM, 14))}",
        f"curl -u wo_sync:{rnd(ALNUM, 16)} https://amos.acme.internal/api/v2/workorders",
        f"crew feed basic auth hdr {basic('crewfeed', pw())}",
    )
    r.add(
        "email_app_password",
        f"scanner-to-mail app pw (hgr MFP): {app_password()}",
        f"app password for mx-reports mailbox {app_password()}",
        f"outlook on shared line-mx iPad: app pw {app_password()}",
    )
    r.add(
        "efb_ipad_passcode",
        f"EFB iPad unlock passcode (fleet std): {digits(6)}",
        f"EFB restrictions / screen time passcode {digits(4)}",
        f"spare EFB iPads in IT cage, passcode {digits(6)}",
        f"loaner EFB (crew room) pin {digits(6)} - chg after each loan",
    )
    r.add(
        "password_manager_secret_key",
        f"1P team acct emergency kit\nSecret Key: {onepassword_secret_key()}\nmaster pw: {pw()}",
        f"1Password secret key (IT vault): {onepassword_secret_key()}",
        f"keepass db (ops shared) master pw {pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "aircraft_registration",
        f"{reg()} AOG stand E14, #2 hyd sys leak, eng on way",
        f"{reg()} back from C-chk, EIS tmrw",
        f"regs on ground tonight: {reg()}, {reg()}, {reg()}",
        f"{reg()} EFB mount replaced both sides",
        f"swap: {reg()} takes {flight()} instead of {reg()}",
    )
    r.add(
        "fleet_tail_list",
        f"fleet list (tail / reg / MSN)\n101 {reg()} {digits(4, lead=True)}\n102 {reg()} {digits(4, lead=True)}\n103 {reg()} {digits(4, lead=True)}",
        f"tail 1{digits(2)} = {reg()} (ex-lessor reg {rnd(UPPER, 2)}-{rnd(UPPER, 3)})",
        "tails w/ new ACARS MU: 104, 107, 111, 115",
        f"fleet nr {digits(3, lead=True)} MSN {digits(4, lead=True)} LN {digits(4, lead=True)}",
    )
    r.add(
        "part_number",
        f"P/N {pn()} x2 ordered for {reg()}",
        f"PN {pn()} alt {pn()} (interchangeable per IPC)",
        f"need {pn()} wheel assy, check stores",
        f"ACARS MU P/N {pn()} mod std {rnd(UPPER, 1)}",
        f"EFB mount kit PN {pn()} qty 4",
    )
    r.add(
        "serial_number",
        f"S/N {sn()} removed, S/N {sn()} fitted",
        f"serial {sn()} u/s - sent to shop",
        f"MCDU sn {sn()}",
        f"eng ESN {digits(6, lead=True)} / APU SN {sn()}",
        f"iPad serial {rnd(UPPER + DIGITS, 12)} - EFB #27",
    )
    r.add(
        "work_order_id",
        f"{wo()} closed, CRS signed",
        f"WO {wo()} opened for EFB bracket",
        f"pkg {wo()}..{wo()} deferred to night shift",
        f"AMOS WO#{digits(7, lead=True)} task card {digits(2)}-{digits(2)}-{digits(2)}-{digits(3)}",
        f"link WO: https://amos.acme.internal/wo/{digits(8, lead=True)}",
    )
    r.add(
        "defect_id",
        f"DEF-25-{digits(5)} MEL 23-{digits(2)}-{digits(2)} cat C",
        f"tech log pg {digits(6, lead=True)} item 3 - ACARS no downlink",
        f"defect {rnd(UPPER, 3)}{digits(6)} raised, ADD ref {digits(5)}",
        f"repeat defect chk: DEF-25-{digits(5)}, DEF-25-{digits(5)}",
        f"HIL item {digits(4)} open on {reg()}",
    )
    r.add(
        "notam_number",
        f"NOTAM {notam()} OMDB RWY 12R/30L CLSD 2200-0400",
        f"{notam()} OMSJ ILS RWY 30 U/S",
        f"check {notam()} and {notam()} before ferry",
        f"NOTAM {notam()} OMDW TWY K CLSD WIP",
        f"{notam()} GPS RAIM outage pred - EFB briefing pkg updated",
    )
    r.add(
        "icao_route",
        f"{flight()} OMDB-OKBK, alt OMDW",
        "route OMDB DCT ITMIR UL768 NADIM OKBK",
        f"ferry OMSJ-OMDB {reg()}",
        "line stns: OMDB OMDW OMSJ OMAA OOMS",
    )
    r.add(
        "flight_number",
        f"{flight()} delayed 45min, tech",
        f"{flight()}/{flight()} swapped",
        f"first flt for {reg()} after chk: {flight()} 0610L",
        f"{flight()} ACARS OOOI missing since 14Z",
    )
    r.add(
        "mode_s_hex_code",
        f"{reg()} ICAO 24-bit {icao24()}",
        f"mode S hex {icao24()} showing wrong reg on ADS-B - check XPDR config",
        f"hex {icao24().lower()} / {icao24().lower()}",
        f"xpdr addr chg on re-reg: old {icao24()} new {icao24()}",
        f"ADS-B out cert - aircraft address {icao24()}",
    )
    r.add(
        "squawk_and_selcal",
        f"squawk {squawk()} on test",
        f"SELCAL {rnd('ABCDEFGHJKLMPQRS', 2)}-{rnd('ABCDEFGHJKLMPQRS', 2)} {reg()}",
        f"XPDR test sqk {squawk()}, alt rpt ok",
        f"SELCAL list upd: {reg()} {rnd('ABCDEFGHJKLMPQRS', 2)}-{rnd('ABCDEFGHJKLMPQRS', 2)}",
    )
    r.add(
        "airac_cycle",
        f"AIRAC 25{secrets.randbelow(13) + 1:02d} loaded all FMS",
        f"navdata cycle 25{secrets.randbelow(13) + 1:02d} eff {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}, part no {rnd(UPPER, 2)}{digits(6)}",
        "Jepp charts rev pushed to EFB, 412 of 415 iPads synced",
        f"db ident {rnd(UPPER + DIGITS, 8)} confirmed on {reg()}",
        "next AIRAC load plan: night shift, 2 techs",
    )
    r.add(
        "file_checksum",
        f"navdata pkg sha256 {hexs(64)}",
        f"efb app ipa sha256: {hexs(64)} (matches vendor)",
        f"CRC32 of loadable sw {hexs(8).upper()}",
        f"md5 {hexs(32)} amm_rev52.zip",
    )
    r.add(
        "git_commit_hash",
        f"efb-config deployed @ {hexs(40)}",
        f"revert {hexs(7)} - broke ACARS parser",
        f"amos-scripts tag v1.4 = {hexs(12)}",
        f"cherry-pick {hexs(40)} to prod",
    )
    r.add(
        "uuid_in_url",
        f"https://servicenow.acme.internal/nav_to.do?uri=incident.do?sys_id={hexs(32)}",
        f"jamf device page https://mdm.acme.example/devices/{uid()}",
        f"intune dev id {uid()}",
        f"confluence runbook https://wiki.acme.internal/pages/{uid()}",
        f"AMOS report https://amos.acme.internal/reports/{uid()}/export.pdf",
    )
    r.add(
        "it_ticket_number",
        f"INC{digits(7)} SITA circuit down",
        f"RITM{digits(7)} new EFB for FO pool",
        f"CHG{digits(7)} AMOS upgrade Fri 22L",
        f"vendor case #{digits(8, lead=True)} re ACARS gw",
        f"SITA ref {rnd(UPPER, 3)}{digits(7)}",
    )
    r.add(
        "ssh_public_key",
        f"add to bastion authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} fk@hgr-ws-07",
        f"acars gw host key fp SHA256:{b64u(secrets.token_bytes(32))}",
        f"ssh-rsa {ssh_pub('ssh-rsa', 256)} ansible@acme",
        f"my pubkey (safe to share): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )
    r.add(
        "wireguard_public_key",
        f"line stn OMSJ peer pubkey {wg_key()}",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.44.0.0/24\nEndpoint = vpn.acme.example:51820",
        f"wg peers: laptop-fk pub={wg_key()}",
    )
    r.add(
        "mac_address",
        f"EFB dock MAC {mac()}",
        f"hangar AP hgr3-ap2 {mac('-', upper=True)}",
        f"gatelink unit {reg()} wlan mac {mac()}",
        f"dhcp reservation tool kiosk {mac()} -> 10.20.5.40",
    )
    r.add(
        "efb_device_identifiers",
        f"EFB #{digits(3, lead=True)} UDID {hexs(8).upper()}-{hexs(16).upper()}",
        f"iPad {rnd(UPPER + DIGITS, 12)} enrolled, asset tag EFB-{digits(4)}",
        f"MDM device id {uid()} wiped (lost in OMAA)",
        f"EFB IMEI {digits(15, lead=True)}",
        f"supervised iPads serials: {rnd(UPPER + DIGITS, 12)}, {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "pod_name",
        f"{pod_name('acars-parser')} CrashLoopBackOff",
        f"restart {pod_name('amos-sync')}",
        f"logs from {pod_name('efb-api')} show 502s",
        f"oom on {pod_name('crew-feed')}",
    )
    r.add(
        "aws_arn",
        f"arn:aws:s3:::acme-mx-docs-{aws_account()}",
        f"role arn:aws:iam::{aws_account()}:role/efb-sync",
        f"arn:aws:secretsmanager:me-central-1:{aws_account()}:secret:amos/db-{rnd(ALNUM, 6)} (pw lives there)",
        f"sns topic arn:aws:sns:me-south-1:{aws_account()}:aog-alerts",
    )
    r.add(
        "azure_public_ids",
        f"entra tenant id {uid()}",
        f"app reg crew-sync client id {uid()} (not the secret)",
        f"EFB MDM connector app id {uid()}, obj id {uid()}",
        f"sub id {uid()} rg rg-mx-prod",
    )
    r.add(
        "vault_path_reference",
        "AMOS db pw in vault: secret/mx/amos/db",
        "hangar codes kept in 1P vault 'Facilities-DXB'",
        "jepp creds -> kv/data/nav/jeppesen (read via svc role)",
        "acars gw key: vault kv get secret/acars/gw-ssh",
        "break-glass pw in sealed envelope, IT safe shelf 2",
    )
    r.add(
        "env_var_reference",
        "CI uses ${{ secrets.NAVDATA_API_KEY }}",
        "export AWS_PROFILE=mro-prod (creds from sso, nothing in file)",
        "password: ${AMOS_DB_PASSWORD}",
        "os.environ['SITA_PORTAL_TOKEN'] must be set before run",
        "SLACK_BOT_TOKEN read from k8s secret aog-bot/slack",
    )
    r.add(
        "masked_credential",
        "AMOS pw: ******** (see 1P)",
        f"api key sk-...{rnd(ALNUM, 4)} revoked",
        f"wifi psk ends ...{rnd(ALNUM, 3)}, full one on sticker in crew room",
        f"key id {aws_key_id()[:8]}************ disabled",
        f"token ghp_****{rnd(ALNUM, 4)} expired",
    )
    r.add(
        "password_rotation_note",
        "rotate AMOS svc acct pw every 90d, next due 15 Dec",
        "changed the hangar door codes today, FM has the new ones",
        "SITA portal pw expires in 5d - reset via portal",
        "crew sched pw reset req'd for 3 users after SSO migration",
        "remind: rotate RADIUS secret after WLC replacement",
    )
    r.add(
        "password_policy",
        "pw policy: min 14 chars, 3 of 4 classes, no reuse last 12",
        "EFB passcode: 6 digits min, auto-lock 5 min, wipe after 10 fails",
        "tool crib code changes monthly, 1st Sun",
        "MFA mandatory for AMOS from 1 Jan, TOTP or push",
    )
    r.add(
        "door_code_reference",
        "new hgr 3 code: ask duty eng or check FM notice in security office",
        "tool crib code is on the shift handover sheet (not emailed)",
        "hangar door keypad battery low - H2 side door, raise FM ticket",
        "IT safe combo held by me and Rashid only",
    )
    r.add(
        "network_settings",
        "RADIUS auth 1812 acct 1813, timeout 5s, retries 3",
        "VLAN 120 EFB, VLAN 130 tools, VLAN 140 CCTV",
        "wg listen port 51820, MTU 1420, keepalive 25",
        f"ACARS gw 10.30.{secrets.randbelow(250)}.{secrets.randbelow(250)}:5001 TLS1.2 only",
    )
    r.add(
        "sita_type_b_address",
        f"Type B addr for MVT msgs: DXB{rnd(UPPER, 2)}{rnd(UPPER, 2)}",
        f"add DXBKK{rnd(UPPER, 2)} to LDM dist list",
        f"SITA Type B: OMS{rnd(UPPER, 4)} (line stn)",
        f"ACARS Type B routing {rnd(UPPER, 7)} -> AMOS",
    )
    r.add(
        "tracking_number",
        f"AOG spares AWB {digits(3, lead=True)}-{digits(8)}",
        f"courier tracking {digits(12, lead=True)} (MCDU from repair)",
        f"shipment {rnd(UPPER, 2)}{digits(9)}AE - EFB mounts",
        f"PO {digits(10, lead=True)} / AWB {digits(3, lead=True)}-{digits(8)}",
        f"rotable return tracking {digits(10, lead=True)}",
    )
    r.add(
        "publishable_key",
        f"map tiles public token for EFB wx app: pk.{mapbox_claims()}.{rnd(URLSAFE, 22)}",
        "Jamf public enrollment page https://mdm.acme.example/enroll (no token, users log in w/ SSO)",
        f"recaptcha site key (public) 6L{rnd(URLSAFE, 38)}",
    )
    r.add(
        "certificate_fingerprint",
        f"AMOS TLS cert SHA-1 fp {groups(hexs(40).upper(), 2, ':')}",
        f"cert serial {groups(hexs(32), 2, ':')} exp 2026-03",
        f"MDM push cert topic com.apple.mgmt.External.{uid()}",
        f"gs-mon CA thumbprint {hexs(64).upper()}",
    )
    r.add(
        "subscription_info",
        f"Jepp subscription #{digits(7, lead=True)}, 42 EFB seats, renews Mar",
        f"navdata sub cust no {digits(6, lead=True)} - contact Jepp support for invoice",
        f"SITA circuit id {rnd(UPPER, 3)}-{digits(6)}-{rnd(UPPER + DIGITS, 4)}",
        f"AMOS licence key ref {rnd(UPPER, 4)}-{digits(4)} (vendor-held, not a key)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout259.py", [
        ("heldout259_credentials.yaml", credentials(), "Held-out batch 259: credentials an airline MRO IT engineer in Dubai keeps (MRO, crew portal, Jeppesen, ACARS, hangar codes, EFB MDM, SITA Wi-Fi)"),
        ("heldout259_lookalikes.yaml", lookalikes(), "Held-out batch 259: aviation and IT look-alikes with no secret (registrations, part/serial numbers, WOs, NOTAMs, Mode S hex, references)"),
    ])


if __name__ == "__main__":
    main()
