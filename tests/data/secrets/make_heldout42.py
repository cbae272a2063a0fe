# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout42_credentials.yaml and heldout42_lookalikes.yaml: held-out batch 42.

Persona: an IT technician at a small managed-service provider in Leeds, UK, who looks after
two dental practices, a firm of solicitors and a primary school, and keeps brisk,
ticket-style notes in English: ticket updates, handover lists, PowerShell one-liners,
netsh and firewall config lines, CSV rows and sticky-note scraps.

The credentials are what such a technician really writes down: Microsoft 365 and domain
admin passwords, Entra client secrets, LAPS output, BitLocker recovery keys, Wi-Fi keys,
firewall and VPN secrets, backup passphrases, remote-access passwords, door, alarm and safe
codes, line-of-business logins, app passwords, PINs and recovery codes. The look-alikes are
the identifiers the same notes are full of (asset tags, serials, service tags, MACs, tenant
and key ids, SIDs, GUIDs, KB numbers, DNS records, practice codes, sort codes, invoice and
ticket numbers) plus password policies, resets without the value, vault references and
masked values.

This batch was written blind: its author did not read the detector or its tests and did
not run the detector on it. Every secret is drawn at run time from the `secrets` module in
the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`, phone
numbers in Ofcom's drama range; nothing is real. Run
`python tests/data/secrets/make_heldout42.py` to redraw.
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
    app_password,
    b64,
    bitlocker_key,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

WORDS = [
    "Kirkstall", "Roundhay", "Headingley", "Otley", "Wharfe", "Harewood", "Molar", "Ledger",
    "Conker", "Puffin", "Pudsey", "Rhubarb", "Whitby", "Ilkley", "Moortown", "Briggate",
    "Saltaire", "Kestrel", "Heron", "Bramley", "Farsley", "Chapel", "Bracket", "Crescent",
    "Tetley", "Meanwood", "Lancet", "Gable", "Pennine", "Calder",
]
SMALL = [w.lower() for w in WORDS] + ["tiger", "orange", "rocket", "pebble", "biscuit", "lantern", "window", "summer"]
LAPS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789" + "#%+-.:;=?@!"
STAFF = ["Priya", "Chloe", "Gareth", "Amira", "Tom", "Bev", "Declan", "Hannah", "Imran", "Sue", "Kieran", "Joanne"]


def tk() -> str:
    """A ticket number in the PSA."""
    return digits(pick(4, 5), lead=True)


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/20{pick(24, 25, 26)}"


def human() -> str:
    """A password a person chose."""
    return pick(
        f"{pick(*WORDS)}{digits(pick(2, 4))}{pick('!', '?', '#', '$', '*')}",
        f"{pick(*WORDS)}{pick('!', '@', '#', '.')}{pick(*SMALL)}{digits(2)}",
        f"{pick(*WORDS)}-{pick(*WORDS)}-{digits(3)}",
        f"{pick(*SMALL)}{digits(4)}{pick(*WORDS)}",
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(2)}!",
    )


def gen(n: int = 16) -> str:
    """A password a manager generated."""
    return rnd(ALNUM + "!#$%&*?-+=", n)


def laps() -> str:
    """Windows LAPS output: complex mode or passphrase mode."""
    if secrets.randbelow(4) == 0:
        return phrase(WORDS, 3, "-") + digits(2)
    return rnd(LAPS, pick(14, 15, 16, 20))


def entra_secret() -> str:
    """An Entra ID (Azure AD) app client secret value."""
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '~_.-', 34)}"


def ms_app_password() -> str:
    """A Microsoft account app password: sixteen lower-case letters."""
    return rnd(LOWER, 16)


def psk(n: int = 20) -> str:
    return rnd(ALNUM, n)


def pin(n: int = 4) -> str:
    return digits(n)


def tel() -> str:
    """A Leeds number in Ofcom's drama range."""
    return f"0113 496 0{digits(3)}"


def ip(net: str = "10.20.0") -> str:
    return f"{net}.{secrets.randbelow(250) + 2}"


def dell_tag() -> str:
    return rnd("BCDFGHJKLMNPQRSTVWXYZ0123456789", 7)


def sid() -> str:
    return f"S-1-5-21-{digits(10, lead=True)}-{digits(10, lead=True)}-{digits(10, lead=True)}"


def guid() -> str:
    return "{" + uid().upper() + "}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "m365_global_admin",
        f"Ticket #{tk()} – Kirkgate Dental M365. Break-glass GA: bg-admin@acmekirkgate.onmicrosoft.com / {gen(20)}\nExcluded from CA, no MFA by design. Do not use day to day.",
        f"Whitelock & Prior global admin is itadmin@whitelockprior.example, pw {human()} (MFA prompt goes to the shared phone in the comms cabinet)",
        f"GA for St Wilfrid's tenant\nuser: admin@stwilfrids-leeds.example\npass: {gen(16)}\nreset {day()}, head teacher informed",
    )
    r.add(
        "entra_client_secret",
        f"Ticket #{tk()} – new app reg 'Scan-to-SharePoint' (Kirkgate)\nApp ID: {uid()}\nTenant: {uid()}\nSecret value: {entra_secret()}\nExpires in 24 months",
        f"$clientSecret = '{entra_secret()}'  # Graph app for the leavers script, WP tenant",
        f"Xero > SharePoint connector app secret {entra_secret()} – rotate before March",
    )
    r.add(
        "laps_output",
        f"PS> Get-LapsAADPassword -DeviceIds KD-RECEP-02 -IncludePasswords -AsPlainText\n\nDeviceName             : KD-RECEP-02\nDeviceId               : {uid()}\nPassword               : {laps()}\nPasswordExpirationTime : {day()} 09:12:44",
        f"LAPS for SURG3-PC pulled from Entra for the X-ray driver install: {laps()} (rotates in 30 days)",
        f"WP-LT-014 local admin (LAPS, read from AD attr): {laps()} – still valid till Friday, used for the offline login",
    )
    r.add(
        "bitlocker_recovery",
        f"Dr Okafor's laptop (KD-LT-07) asked for recovery after BIOS update.\nKey ID: {hexs(8).upper()}\nRecovery key: {bitlocker_key()}",
        f"Ticket #{tk()} – Y4 teacher laptop stuck on the BitLocker screen, read her the key over the phone: {bitlocker_key()}",
        f"{bitlocker_key()}  <- recovery password for the school office PC, from Entra",
    )
    r.add(
        "domain_admin",
        f"WP domain admin (WHITELOCK\\adm-ch): {human()}",
        f"Ticket #{tk()} – promoted DC02 at St Wilfrid's. DSRM password {gen(18)}. Domain admin unchanged: STWP\\Administrator / {human()}",
        f"net use \\\\KD-FS01\\c$ /user:KDENTAL\\Administrator {human()}",
    )
    r.add(
        "service_account",
        f"KDENTAL\\svc-veeam pw: {gen(24)} – never expires, runs the Veeam B&R service on KD-BK01",
        f'sc.exe config "SOEExactDB" obj= "KDENTAL\\svc-sql" password= "{gen(18)}"',
        f"scan-to-folder account on the school copier: STWP\\svc-scan / {human()}",
    )
    r.add(
        "wifi_staff_psk",
        f"Staff Wi-Fi (SSID KD-Staff) key: {psk(20)}",
        f"WP office Wi-Fi changed after the trainee left: WPS-Office / {human()}",
        f"St Wilfrid's staff SSID 'SWP-Staff' WPA2 key {phrase(SMALL, 3, '-')}{digits(2)}",
    )
    r.add(
        "wifi_guest_psk",
        f"Waiting-room guest Wi-Fi this month: {pick('Smile', 'Floss', 'Sparkle', 'Enamel')}{digits(4)} (card on reception desk)",
        f"Guest SSID WP-Visitors PSK rotated -> {rnd(LOWER + DIGITS, 10)}",
        f"Parents' evening wifi: SWP-Guest, key {human()}",
    )
    r.add(
        "fortigate_admin",
        f"FortiGate 60F – Kirkgate Dental\nhttps://10.20.0.1:8443\nadmin / {gen(16)}",
        f'config system admin\n    edit "acme-msp"\n        set accprofile "super_admin"\n        set vdom "root"\n        set password {gen(20)}\n    next\nend',
        f"Ticket #{tk()} – FGT at WP upgraded to 7.2.8. Login still admin / {human()}",
    )
    r.add(
        "draytek_admin",
        f"Draytek Vigor 2865 (Headingley branch surgery) web admin: admin / {human()}, remote mgmt on 8443 from our office IP only",
        f"Vigor 2927 at St Wilfrid's – admin pw {gen(14)}",
        f"Draytek at WP reset to defaults by BT engineer (!). Set it back: admin / {gen(12)}, config backup uploaded to ticket #{tk()}",
    )
    r.add(
        "unifi_login",
        f"UniFi controller unifi.acme-it.internal:8443 – local admin msp-ops / {gen(18)}",
        f"UniFi device SSH (Settings > System > Device Authentication): acme-ssh / {psk(16)}",
        f"Cloud Key Gen2 at the school: root / {human()}",
    )
    r.add(
        "ipsec_psk",
        f"Draytek LAN-to-LAN to the Headingley branch, IKEv2, PSK {rnd(ALNUM + '!#%', 28)}",
        f'config vpn ipsec phase1-interface\n    edit "to-branch"\n        set interface "wan1"\n        set ike-version 2\n        set remote-gw 203.0.113.{secrets.randbelow(250) + 2}\n        set psksecret {psk(32)}\n    next\nend',
        f'Add-VpnConnection -Name "WP Office" -ServerAddress vpn.whitelockprior.example -TunnelType L2tp -L2tpPsk "{psk(24)}" -AuthenticationMethod MSChapv2 -Force',
    )
    r.add(
        "scanner_smtp_relay",
        f"Kyocera scan-to-email: smtp.mail.acme.test:587, scanner@kirkgatedental.example, pw {human()}",
        f"Brother MFC at WP: SMTP auth user scan@whitelockprior.example / {ms_app_password()} (app password)",
        f"Ticket #{tk()} – copier stopped emailing; updated SMTP password on the Ricoh to {gen(14)}",
    )
    r.add(
        "nas_admin",
        f"Synology DS920+ (nas01.kirkgate.internal:5001) admin: acme-admin / {gen(18)}",
        f"QNAP in the school server cupboard: admin / {human()}",
        f"DSM login for the practice manager (read-only on Scans): pm / {human()}",
    )
    r.add(
        "hyper_backup_passphrase",
        f"Hyper Backup task 'NAS01 to C2' – client-side encryption password: {phrase(SMALL, 4, ' ')}",
        f"WP Hyper Backup passphrase: {gen(24)}\nNo key file exported. Without this the backup is useless.",
        f"Ticket #{tk()} – set up Hyper Backup to USB for the school. Encryption on, pw {human()}",
    )
    r.add(
        "veeam_encryption",
        f"Veeam job 'Nightly-SQL' encryption password (hint in console says 'usual + year'): {human()}",
        f"Veeam Cloud Connect tenant acme-kirkgate / {gen(20)}",
        f"Add-VBREncryptionKey -Password (ConvertTo-SecureString '{gen(20)}' -AsPlainText -Force) -Description 'WP offsite 2024'",
    )
    r.add(
        "teamviewer_password",
        f"TeamViewer on the X-ray PC: ID {digits(10, lead=True)}, unattended pw {psk(10)}",
        f"TeamViewer company account support@acme-it.example / {human()}",
        f"TV personal password on the school server set to {gen(12)}",
    )
    r.add(
        "anydesk_unattended",
        f"AnyDesk {digits(9, lead=True)} (SURG2) unattended access pw: {human()}",
        f'echo {gen(14)} | "C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe" --set-password _full_access',
        f"Ticket #{tk()} – AnyDesk on the WP accounts PC, unattended password now {psk(12)}",
    )
    r.add(
        "door_entry_code",
        f"Staff entrance keypad at Kirkgate: {pin(4)}#",
        f"WP back door code changed to {pin(6)} (Paxton keypad), comms room same code",
        f"School side gate {pin(4)}*, server cupboard key in the office safe",
    )
    r.add(
        "alarm_code",
        f"Alarm unset code for out-of-hours visits at the surgery: {pin(4)} (user 07 – MSP)",
        f"If the alarm goes at WP: code {pin(4)} then ring the keyholder on {tel()}",
        f"Texecom at the school – our user code (user 12) is {pin(4)}, part-set B for the server room only",
    )
    r.add(
        "safe_combination",
        f"PM's office safe: {secrets.randbelow(100)}-{secrets.randbelow(100)}-{secrets.randbelow(100)}-{secrets.randbelow(100)}",
        f"Key safe outside the comms cupboard (Headingley): {pin(4)}",
        f"School office safe combination L{secrets.randbelow(100)} R{secrets.randbelow(100)} L{secrets.randbelow(100)} – backup tapes and the KeePass USB are in it",
    )
    r.add(
        "dental_pms_login",
        f"SOE Exact SYSADMIN login for tonight's upgrade: {human()}",
        f"Dentally support user for Kirkgate: it-support@acme-it.example / {gen(16)}",
        f"R4 at Headingley – practice admin user MGR, password {human()}",
    )
    r.add(
        "case_management_login",
        f"LEAP admin (for the migration): admin@whitelockprior.example / {human()}",
        f"Proclaim SQL login 'proclaim_app' pw {gen(18)} – needed for the server move",
        f"Ticket #{tk()} – case mgmt locked out for the senior partner; reset to {human()}, she'll change it",
    )
    r.add(
        "email_app_password",
        f"App password for the partner's iPhone Mail: {ms_app_password()}",
        f"Gmail app password for the PTA account: {app_password()}",
        f"reception@kirkgatedental.example on the old Outlook 2016 uses app password {ms_app_password()}",
    )
    r.add(
        "xero_login",
        f"Xero login for the practice manager (we set it up): pm@kirkgatedental.example / {human()} – 2FA on her phone",
        f"Xero custom connection client id {hexs(32).upper()} secret {rnd(URLSAFE, 48)}",
        f"WP bookkeeper's Xero pw (she asked us to keep it): {gen(14)}",
    )
    r.add(
        "sage_login",
        f"Sage 50 Accounts – MANAGER password: {human()}",
        f"Sage Payroll (school business manager): SBM / {gen(12)}",
        f"Ticket #{tk()} – Sage 50 data moved to FS01, manager login still {human()}",
    )
    r.add(
        "voicemail_pin",
        f"Voicemail PIN for the main surgery line (ext 200): {pin(4)}",
        f"3CX voicemail PIN for the head's extension 2104: {pin(6)}",
        f"WP out-of-hours voicemail box 900, PIN {pin(4)}",
    )
    r.add(
        "school_mis_admin",
        f"SIMS sysman login: {pick('SYSMAN', 'ADMIN1', 'ACMEIT')} / {human()}",
        f"Arbor MIS admin for St Wilfrid's: it.admin@stwilfrids-leeds.example / {gen(16)}",
        f"Ticket #{tk()} – MIS admin locked after the SBM's holiday. New password {human()}",
    )
    r.add(
        "mfa_recovery_codes",
        "Recovery codes for the Xero partner login:\n" + recovery_codes(5, "alnum"),
        "Google Workspace backup codes (school super admin): " + recovery_codes(5, "digits"),
        "IT Glue 2FA backup codes – printed copy in the office safe:\n" + recovery_codes(6, "github"),
    )
    r.add(
        "keepass_master",
        f"KeePass master for Kirkgate.kdbx on the NAS: {phrase(SMALL, 4, ' ')}",
        f"KeePassXC db 'Whitelock IT.kdbx' master pw {human()} + keyfile on the USB in the safe",
        f"school keepass: {gen(20)}",
    )
    r.add(
        "powershell_securestring",
        f"$pw = ConvertTo-SecureString '{human()}' -AsPlainText -Force\nNew-ADUser -Name 'Amira Khan' -SamAccountName akhan -AccountPassword $pw -Enabled $true",
        f'Set-LocalUser -Name "Administrator" -Password (ConvertTo-SecureString "{gen(16)}" -AsPlainText -Force)',
        f"$cred = New-Object System.Management.Automation.PSCredential('KDENTAL\\svc-backup', (ConvertTo-SecureString '{gen(20)}' -AsPlainText -Force))",
    )
    r.add(
        "netsh_wlan",
        f'netsh wlan show profile name="KD-Staff" key=clear\n...\nSecurity settings\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : {psk(18)}',
        f"netsh wlan set hostednetwork mode=allow ssid=Surgery-Temp key={psk(12)}",
        f"<sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>{human()}</keyMaterial></sharedKey>",
    )
    first = [pick(*STAFF) for _ in range(3)]
    r.add(
        "csv_user_import",
        "DisplayName,UserPrincipalName,Password,UsageLocation\n" + "\n".join(f"{n} {pick('Shaw', 'Ahmed', 'Walsh', 'Price')},{n.lower()}@whitelockprior.example,{human()},GB" for n in first),
        "Surname,Forename,Username,InitialPassword,Class\n" + "\n".join(f"{pick('Ali', 'Brown', 'Nowak', 'Green')},{pick('Ava', 'Leo', 'Zara', 'Alfie')},{pick('ava', 'leo', 'zara', 'alfie')}{digits(3)},{pick(*SMALL)}{digits(2)},Y{pick(3, 4, 5)}" for _ in range(3)),
        f"Chloe Barker,chloe.barker@kirkgatedental.example,Dental Nurse,{human()},E5 licence",
    )
    r.add(
        "sticky_note",
        f"Post-it on the reception monitor at Headingley: 'SOE – {human()}'",
        f"under keyboard SURG1: user dental1 pw {human()}",
        f"found in the head's drawer: wifi {psk(12)} / email {human()}",
    )
    r.add(
        "handover_list",
        f"Handover – Kirkgate Dental (covering Sam's leave)\n- FortiGate: admin / {gen(16)}\n- Staff Wi-Fi: {psk(20)}\n- Alarm: {pin(4)}\n- SOE SYSADMIN: {human()}",
        f"WP quick ref\nDA: adm-ch / {human()}\nNAS: acme-admin / {gen(16)}\nTeamViewer unattended: {psk(10)}",
        f"School – things to know\n* side gate {pin(4)}\n* MIS admin {human()}\n* Hyper Backup pw {gen(20)}\n* ISP fault line {tel()}",
    )
    r.add(
        "printer_web_admin",
        f"Kyocera Command Center admin on the Kirkgate copier: Admin / {human()}",
        f"HP EWS admin pw for the school's M479fdw: {gen(10)}",
        f"Ricoh Web Image Monitor at WP: admin, pw {psk(12)} (was blank!)",
    )
    r.add(
        "idrac_ilo",
        f"iDRAC on the school R340 (10.30.99.20): root / {gen(16)}",
        f"iLO on KD-SRV01: Administrator / {rnd(UPPER + DIGITS, 8)} (from the pull-out tag, never changed)",
        f"Ticket #{tk()} – iDRAC licence upgraded, changed root to {human()}",
    )
    r.add(
        "hypervisor_root",
        f"ESXi host at WP (esx01.whitelock.internal) root / {gen(18)}",
        f"Hyper-V host KD-HV01 local .\\Administrator: {human()}",
    )
    r.add(
        "sql_sa",
        f"Server=KD-SRV01\\SOE;Database=Exact;User Id=sa;Password={gen(16)};",
        f'sqlcmd -S FS01\\SQLEXPRESS -U sa -P {human()} -Q "BACKUP DATABASE Proclaim TO DISK=\'D:\\bak\\p.bak\'"',
        f"sa on the school SIMS SQL instance: {gen(20)}",
    )
    r.add(
        "ssl_vpn_user",
        f"FortiClient VPN for the senior partner (home): user jprior, pw {human()}",
        f"VPN user for the X-ray vendor (time-limited): xray-vendor / {gen(14)} – disable after {day()}",
        f"SSL-VPN test account acme-test / {psk(14)} – delete when done",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/Microsoft:bg-admin@acmekirkgate.onmicrosoft.com?secret={rnd(BASE32, 32)}&issuer=Microsoft",
        f"Authenticator setup key for the shared GA (in case the phone dies): {groups(rnd(BASE32.lower(), 32), 4)}",
    )
    r.add(
        "registrar_login",
        f"Domain registrar for whitelockprior.example: account {digits(7, lead=True)}, pw {human()}",
        f"Cloudflare login for the school domain: it@acme-it.example / {gen(18)}",
    )
    r.add(
        "cctv_nvr",
        f"Hikvision NVR (10.20.0.50) admin / {human()}",
        f"Hik-Connect app for the practice owner: owner@kirkgatedental.example / {gen(12)}",
        f"NVR at the school reset – new admin pw {psk(12)}, verification code {rnd(UPPER, 6)}",
    )
    r.add(
        "phone_system_admin",
        f"3CX admin console (kirkgate.3cx.acme.test) – admin / {gen(16)}",
        f"Yealink phones web UI admin password (all handsets at WP): {pin(6)}",
    )
    r.add(
        "sip_trunk",
        f"SIP trunk\nregistrar: sip.voip-acme.test\nauth id: 44113496{digits(4)}\npassword: {psk(16)}",
        f"Trunk creds for the school's new numbers: user stwp-{digits(4)}, secret {psk(20)}",
    )
    r.add(
        "bios_password",
        f"Dell BIOS admin password across the school laptops: {gen(10)}",
        f'cctk.exe --setuppwd={human()} --valsetuppwd=""  (ran on all KD-LT-* via Intune)',
        f"HP BIOS setup pw on the WP desktops: {psk(10)}",
    )
    r.add(
        "new_starter_password",
        f"New starter – Chloe (dental nurse): chloe.b@kirkgatedental.example, temp pw {human()} – change at first sign-in",
        f"Ticket #{tk()} – trainee solicitor set up. Login imran.h@whitelockprior.example / {human()}, laptop WP-LT-0{digits(2)}",
        f"Supply teacher account supply3@stwilfrids-leeds.example pw {pick(*SMALL)}{digits(3)}",
    )
    r.add(
        "radius_secret",
        f"NPS RADIUS client 'UniFi-APs' shared secret: {psk(24)}",
        f'config user radius\n    edit "NPS"\n        set server "10.30.0.10"\n        set secret {psk(22)}\n    next\nend',
    )
    r.add(
        "snmp_credential",
        f"SNMPv3 user 'prtg' – auth SHA {gen(16)}, priv AES {gen(16)}",
        f"RW community on the school switches: {psk(12)} (RO is public)",
    )
    r.add(
        "av_tamper",
        f"Sophos tamper protection password for SURG2 (to remove the agent): {rnd(ALNUM, 12)}",
        f"ESET policy unlock password (WP): {gen(14)}",
    )
    r.add(
        "ssh_private",
        "Key for the Ubuntu backup box at the school (acme@stwp-bk01):\n" + openssh_private(),
        "ssh key we use on the UniFi gear, keep in IT Glue not on laptops:\n" + openssh_private(),
    )
    r.add(
        "wifi_qr",
        f"WIFI:S:KD-Staff;T:WPA;P:{psk(20)};H:false;;",
        f"QR for the staffroom poster = WIFI:T:WPA;S:SWP-Staff;P:{human()};;",
    )
    r.add(
        "apple_id",
        f"Apple ID for the school iPads (VPP): ipads@stwilfrids-leeds.example / {human()}",
        f"Apple Business Manager admin abm@kirkgatedental.example pw {gen(16)}",
    )
    r.add(
        "isp_router",
        f"BT Business Hub at Headingley admin password: {rnd(UPPER + DIGITS, 10)}",
        f"Virgin hub (modem mode) at WP – admin pw {psk(8)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "asset_tag",
        f"Asset ACM-{digits(5)} (reception PC) swapped for ACM-{digits(5)}, old one to WEEE.",
        f"Tags issued today: KD-{digits(4)} to KD-{digits(4)}, labels printed on the Dymo.",
        f"STWP-LT-{digits(3)} and STWP-LT-{digits(3)} missing from the trolley – check Y6.",
    )
    r.add(
        "device_serial",
        f"HP ProDesk serial 5CG{digits(4)}{rnd(UPPER + DIGITS, 3)} – motherboard replaced under warranty.",
        f"FortiGate 60F SN FGT60F{rnd(UPPER + DIGITS, 4)}{digits(6)}, Synology SN {digits(4)}{rnd(UPPER, 3)}{digits(6)}",
        f"Lenovo ThinkPad E14 serial PF{rnd(UPPER + DIGITS, 6)}, charger serial 8SSA10{rnd(UPPER + DIGITS, 16)}",
    )
    r.add(
        "dell_service_tag",
        f"Dell service tag {dell_tag()} – SSD failing, case opened with Dell ({digits(9, lead=True)}).",
        f"School laptops batch: {dell_tag()}, {dell_tag()}, {dell_tag()}, {dell_tag()}",
        f"R340 service tag {dell_tag()}, express service code {digits(11, lead=True)}",
    )
    r.add(
        "mac_address",
        f"DHCP reservation: X-ray sensor PC {mac('-', True)} -> 10.20.0.{secrets.randbelow(200) + 20}",
        f"Unknown device on staff VLAN: {mac()} (vendor lookup says Espressif – probably the smart plug)",
        f"AP MACs: reception {mac()}, surgery 1 {mac()}, staff room {mac()}",
    )
    r.add(
        "ip_plan",
        "Kirkgate IP plan\n10.20.0.0/24 LAN (gw .1)\n10.20.10.0/24 voice\n10.20.30.0/24 guest\n10.20.99.0/24 mgmt\nDHCP .100-.199",
        f"WP WAN: 203.0.113.{secrets.randbelow(240) + 8}/29, usable .{secrets.randbelow(5) + 1}-.6, gw .1; LAN 192.168.{secrets.randbelow(250)}.0/24",
        f"School: 10.30.0.0/22 curriculum, 10.30.8.0/24 admin, DNS 10.30.0.10/11, printers static from .{secrets.randbelow(50) + 200}",
    )
    r.add(
        "vlan",
        "VLANs at WP: 1 native (unused), 10 data, 20 voice, 30 guest, 99 mgmt. Trunk on port 24 to the FortiGate.",
        f"Switch port {secrets.randbelow(48) + 1} untagged VLAN {pick(10, 20, 30)}, tagged {pick(20, 99)} – X-ray PC patched there.",
    )
    r.add(
        "ticket_ref",
        f"Ticket #{tk()} merged into #{tk()}; Microsoft case {digits(16, lead=True)} still open.",
        f"BT fault ref VOL011-{digits(11, lead=True)}, Openreach engineer booked {day()} AM.",
        f"Dell case {digits(9, lead=True)}, our ref #{tk()}, supplier RMA {rnd(UPPER, 2)}{digits(7)}",
    )
    r.add(
        "licence_subscription",
        f"M365 Business Premium subscription {uid()} renews {day()}, 18 seats.",
        f"Veeam licence ID {digits(7, lead=True)}, contract {rnd(UPPER, 2)}-{digits(8)}, support ends {day()}",
        f"FortiCare contract {rnd(UPPER, 3)}{digits(9)}, UTP bundle until {day()}",
    )
    r.add(
        "tenant_id",
        f"Kirkgate tenant ID {uid()} (acmekirkgate.onmicrosoft.com), GDAP relationship {uid()}",
        f"WP tenant: {uid()} – initial domain acmewhitelock.onmicrosoft.com",
        f"Directory ID for the school is {uid()}; Intune enrolment via the same.",
    )
    r.add(
        "mx_record",
        "kirkgatedental.example MX 0 kirkgatedental-example.mail.protection.outlook.com",
        "MX for whitelockprior.example points at the filtering service: 10 mx1.filter.acme.test, 20 mx2.filter.acme.test",
        "autodiscover CNAME autodiscover.outlook.com; MX priority 0; TTL 3600",
    )
    r.add(
        "spf_record",
        "SPF: v=spf1 include:spf.protection.outlook.com include:_spf.acme-crm.test ip4:203.0.113.44 -all",
        "School SPF was ~all, changed to -all after adding the copier relay IP 198.51.100.23.",
    )
    r.add(
        "dkim_record",
        f'selector1._domainkey.kirkgatedental.example CNAME selector1-kirkgatedental-example._domainkey.acmekirkgate.{rnd(LOWER + DIGITS, 4)}.dkim.mail.microsoft',
        f'dkim._domainkey.whitelockprior.example TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(190))}IDAQAB"',
        f"DMARC p=quarantine; rua=mailto:dmarc@acme-it.example. DKIM key published: p={b64(secrets.token_bytes(32))} (ed25519)",
    )
    r.add(
        "bitlocker_key_id",
        f"BitLocker recovery key ID {hexs(8).upper()} matches the one in Entra for KD-LT-07 – user talked through it by Sam.",
        f"Recovery screen showed key ID {guid()}; looked it up in AD (msFVE-RecoveryInformation).",
        f"Key protector ID {guid()} – escrowed to Entra {day()}",
    )
    r.add(
        "windows_build",
        f"Reception PCs on Windows 11 Pro 23H2 build 22631.{digits(4, lead=True)}, surgery PCs still on 22H2 22621.{digits(4, lead=True)}.",
        f"Server 2019 Standard 1809 build 17763.{digits(4, lead=True)} on KD-SRV01; plan upgrade to 2022 (20348).",
    )
    r.add(
        "kb_patch",
        f"KB50{digits(5)} broke printing on the Kyocera; rolled back, paused updates 7 days.",
        f"Patched: KB50{digits(5)}, KB50{digits(5)} (.NET), KB890830 (MSRT).",
        f"SQL Server 2019 CU{secrets.randbelow(20) + 10} (KB50{digits(5)}) applied on the SOE server.",
    )
    r.add(
        "sid",
        f"Orphaned SID {sid()}-{secrets.randbelow(3000) + 1000} on the Scans share ACL – removed.",
        f"Domain SID {sid()}; RID 500 is the built-in admin.",
        f"whoami /user -> kdental\\bev {sid()}-{secrets.randbelow(3000) + 1100}",
    )
    r.add(
        "gpo_guid",
        f"GPO 'Staff Drive Maps' is {guid()} in SYSVOL; the Default Domain Policy is {{31B2F340-016D-11D2-945F-00C04FB984F9}}.",
        f"gpresult shows {guid()} (Printers – Surgery) failing with error 0x{hexs(8)}",
        f"Copied SYSVOL\\Policies\\{guid()} to the new DC by hand after DFSR got stuck.",
    )
    r.add(
        "printer_model",
        "Kyocera TASKalfa 2554ci at Kirkgate, ECOSYS M5526cdw in surgery 2, Brother QL-820NWB label printer on reception.",
        f"Brother MFC-L8900CDW at WP, FW ver {rnd(UPPER, 1)}{digits(4)}, IP 192.168.{secrets.randbelow(250)}.{secrets.randbelow(200) + 20}",
        "School: HP Color LaserJet Pro M479fdw x2, Ricoh IM C3000 in the office.",
    )
    r.add(
        "toner_code",
        f"Order toner: TK-8375K x2, TK-8375C/M/Y x1 each; PO {digits(6, lead=True)}.",
        "Brother TN-423BK, DR-421CL drum due; HP W2030X for the school (415X).",
    )
    r.add(
        "phone_extension",
        "Extensions: reception 200, surgery 1 201, surgery 2 202, PM 210, hunt group 600.",
        f"Head teacher ext 2104, office 2100, site manager 2120; DDI {tel()}.",
        f"WP switchboard hunt group 8000, night service to ext {digits(3, lead=True)}",
    )
    r.add(
        "practice_code",
        f"NHS dental contract number {digits(6, lead=True)}-{digits(4)}; ODS code V{digits(6)}.",
        f"Headingley branch performer number {digits(6, lead=True)}, practice ODS V{digits(6)}.",
        f"CQC location ID 1-{digits(10, lead=True)} for Kirkgate (provider 1-{digits(9, lead=True)}).",
    )
    r.add(
        "postcode",
        f"Site visit: Kirkgate Dental, LS1 {digits(1)}{rnd(UPPER, 2)}; parking behind, code for barrier at reception.",
        f"WP office LS6 {digits(1)}{rnd(UPPER, 2)}, branch at LS16 {digits(1)}{rnd(UPPER, 2)}.",
    )
    r.add(
        "sort_code",
        f"Supplier bank details changed per their letter: sort code {digits(2)}-{digits(2)}-{digits(2)}; verified by phone to their known number.",
        f"Direct debit from sort code {digits(2)}-{digits(2)}-{digits(2)}, account ending {digits(4)}",
        f"Remittance: BACS ref ACME{digits(6)}, sort code {digits(2)}-{digits(2)}-{digits(2)}",
    )
    r.add(
        "invoice_number",
        f"Invoice INV-{digits(5, lead=True)} (Kirkgate, March support) paid; credit note CN-{digits(4, lead=True)} raised.",
        f"Dell order {digits(10, lead=True)}, invoice {digits(9, lead=True)}, PO WP-{digits(4)}.",
        f"Xero invoice INV-{digits(4, lead=True)} for the school, £{secrets.randbelow(4000) + 200}.{digits(2)} inc VAT.",
    )
    r.add(
        "warranty_expiry",
        f"R340 ProSupport until {day()}; ProDesks ({dell_tag()} etc.) until {day()}.",
        f"Synology warranty ends {day()}; FortiGate FortiCare {day()}.",
    )
    r.add(
        "password_policy",
        "Password policy for WP: min 14 chars, no expiry (NCSC), ban list on, lockout 10 attempts / 15 min.",
        "LAPS policy: PasswordComplexity 4, PasswordLength 15, PasswordAgeDays 30, BackupDirectory 1 (Entra).",
        "Pupil passwords: 3 words, no reuse; staff min 12, MFA required for everyone off-site.",
        "FGT: set admin-lockout-threshold 3, admin-lockout-duration 300, password-policy min-length 12 min-upper-case 1.",
    )
    r.add(
        "password_reset_mention",
        f"Ticket #{tk()} – reset Dr Patel's M365 password, gave it to her over the phone, forced change at next sign-in.",
        "Changed the staff Wi-Fi key after Chloe left; new one printed and handed to the PM, not emailed.",
        f"Rotated the svc-veeam password {day()}, updated the Veeam credential manager, jobs green.",
        "Guest Wi-Fi key changes on the 1st; reception gets the new card from us.",
    )
    r.add(
        "vault_reference",
        "FortiGate admin is in IT Glue under Kirkgate Dental > Firewall.",
        "Hyper Backup passphrase: IT Glue > Whitelock & Prior > Backups > 'NAS01 to C2' (also sealed envelope in the safe).",
        "BitLocker keys escrowed to Entra – Devices > KD-LT-07 > BitLocker keys. Don't copy them into tickets.",
        "KeePass: School.kdbx, entry 'MIS admin'. Keyfile on the USB in the office safe.",
    )
    r.add(
        "masked_value",
        "Staff Wi-Fi key: ******************** (see IT Glue)",
        f"Client secret {rnd(ALNUM, 3)}8Q~**************************************  (value only shown once at creation)",
        "SMTP password: [redacted], username scanner@kirkgatedental.example",
        "LAPS: •••••••••••••••  Expires in 21 days",
    )
    r.add(
        "teamviewer_id",
        f"TeamViewer ID for the X-ray PC: {digits(1, lead=True)} {digits(3)} {digits(3)} {digits(3)}",
        f"TV IDs: KD-SRV01 {digits(10, lead=True)}, SURG2 {digits(10, lead=True)} (both in the MSP group)",
        f"TeamViewer policy 'WP-Default' id {uid()}, group Whitelock & Prior, {secrets.randbelow(20) + 5} devices assigned.",
    )
    r.add(
        "anydesk_id",
        f"AnyDesk address {digits(3, lead=True)} {digits(3)} {digits(3)} for the vendor to dial into.",
        f"AnyDesk alias kd-surg2@ad, ID {digits(10, lead=True)}",
    )
    r.add(
        "firmware_version",
        f"FortiOS v7.2.{secrets.randbelow(9) + 1} build{digits(4, lead=True)} (GA.M), Vigor 2865 4.4.{secrets.randbelow(6)}, DSM 7.2.1-{digits(5, lead=True)} Update {secrets.randbelow(6) + 1}",
        f"UniFi Network 8.{secrets.randbelow(6)}.{digits(2)}, U6-Pro fw 6.6.{digits(2)}.{digits(5, lead=True)}",
        f"iDRAC 7.00.{digits(2)}.{digits(2)}, BIOS 2.{secrets.randbelow(20)}.{secrets.randbelow(9)} on the R340.",
    )
    r.add(
        "wifi_ssid",
        f"SSIDs at Kirkgate: KD-Staff (5GHz only), KD-Guest (rate-limited 10/2), KD-IoT-{rnd(UPPER + DIGITS, 4)} (hidden).",
        f"Neighbour's BT-{rnd(UPPER + DIGITS, 6)} on channel 36 is stomping on ours; moved to 149.",
        f"BSSID {mac()} on ch 6 = SWP-Staff, {mac()} on ch 44 = SWP-Guest.",
    )
    r.add(
        "sku_id",
        f"SkuPartNumber SPB (Business Premium) SkuId cbdc14ab-d96c-4c30-b9f4-6ada7cdc1d46; O365_BUSINESS_ESSENTIALS for the locums. Assigned {secrets.randbelow(20) + 5}/25.",
        f"Get-MgSubscribedSku: M365EDU_A3_FACULTY consumed {secrets.randbelow(40) + 10}, STANDARDWOFFPACK_STUDENT {secrets.randbelow(200) + 100}",
        f"Licence group 'LIC-E3' object {uid()}",
    )
    r.add(
        "school_urn",
        f"St Wilfrid's URN {digits(6, lead=True)}, LA number 383, DfE 383/{digits(4, lead=True)}.",
        f"Ofsted report ref {digits(8, lead=True)}; UKPRN 1{digits(7)}.",
        f"School's Arbor site id {digits(4, lead=True)}, LAestab 383{digits(4)}.",
    )
    r.add(
        "company_numbers",
        f"Whitelock & Prior LLP – OC{digits(6)}, SRA no {digits(6, lead=True)}, VAT GB {digits(3)} {digits(4)} {digits(2)}.",
        f"Kirkgate Dental Ltd company no {digits(8)}, ICO reg ZA{digits(6)}.",
    )
    r.add(
        "cert_thumbprint",
        f"SSL-VPN cert thumbprint {hexs(40).upper()}, expires {day()}",
        f"Intune SCEP root CA thumbprint: {groups(hexs(40), 2, ':').upper()}",
        f"Get-ChildItem Cert:\\LocalMachine\\My -> {hexs(40).upper()}  CN=rds.whitelock.internal",
    )
    r.add(
        "event_log",
        f"Event 4740: account bev locked out, caller KD-RECEP-0{secrets.randbelow(4) + 1}. Logon ID 0x{hexs(6).upper()}. Stale password on her phone.",
        f"Event 4625 x{secrets.randbelow(400) + 50} from 198.51.100.{secrets.randbelow(250) + 2} against RDS – closed the port.",
    )
    r.add(
        "imei_iccid",
        f"Duty phone IMEI {luhn('35', 15)}, SIM ICCID 8944{digits(15)}.",
        f"4G failover router SIM 8944{digits(14)}, APN internet, data bundle 50GB.",
    )
    r.add(
        "order_number",
        f"Order {digits(6, lead=True)}-{digits(2)} (3x OptiPlex 7010) despatched, DPD tracking {digits(14, lead=True)}.",
        f"Scan-to-cloud licence order #{rnd(UPPER, 2)}{digits(8)}; quote Q-{digits(5, lead=True)} accepted.",
    )
    r.add(
        "patch_panel",
        f"Patch: PP1-{digits(2)} -> SW1 Gi1/0/{secrets.randbelow(48) + 1} (surgery 3 floor box A).",
        f"Cable IDs A{digits(3)}-A{digits(3)} relabelled; port {secrets.randbelow(24) + 1} on PP2 dead.",
    )
    r.add(
        "backup_job",
        f"Veeam 'Nightly-FS01' session {uid()}: {secrets.randbelow(400)}.{digits(1)} GB read, dedupe 2.1x, success.",
        f"Hyper Backup task ID {secrets.randbelow(20) + 1} to acme-c2.test, last version {day()} 02:1{digits(1)}, integrity check OK.",
        f"Restore point {uid()} used for the Proclaim file restore.",
    )
    r.add(
        "file_hash",
        f"SOE Exact installer sha256 {hexs(64)} matches vendor page.",
        f"Get-FileHash FortiClientVPN.exe -> {hexs(64).upper()}",
    )
    r.add(
        "dns_verification",
        f"TXT for M365 domain verification: MS=ms{digits(8, lead=True)}",
        f"google-site-verification={rnd(URLSAFE, 43)} added for the school's Search Console.",
        f"_dmarc TXT v=DMARC1; p=reject; rua=mailto:rua@dmarc.acme.test; and apple-domain-verification={rnd(ALNUM, 16)}",
    )
    r.add(
        "app_registration",
        f"App reg 'Scan-to-SharePoint': client ID {uid()}, object ID {uid()}, secret ID {uid()} expires {day()} – value in IT Glue.",
        f"Enterprise app 'Leavers script' App ID {uid()}, cert auth (thumbprint {hexs(40).upper()}), no secrets.",
        f"Service principal {uid()} has Sites.Selected on site {uid()}",
    )
    r.add(
        "correlation_id",
        f"Sign-in error AADSTS50076\nRequest Id: {uid()}\nCorrelation Id: {uid()}\nTimestamp: 2024-0{secrets.randbelow(9) + 1}-1{digits(1)}T09:4{digits(1)}:12Z",
        f"Intune enrolment failed 0x80180014, activity ID {uid()}.",
    )
    r.add(
        "object_id",
        f"User object id for bev@kirkgatedental.example: {uid()}; ImmutableId {b64(secrets.token_bytes(16))}",
        f"Group 'KD-Staff' {uid()}, device KD-LT-07 {uid()}",
    )
    r.add(
        "error_code",
        f"Windows Update 0x{pick('8024402c', '80070005', '800f0922')} on KD-RECEP-02; activation 0xC004F074 (KMS unreachable).",
        f"Outlook 0x{hexs(8).upper()} sending from shared mailbox; FortiClient error -{secrets.randbelow(9000) + 1000}.",
        f"Veeam: 'Failed to connect to host, error code 0x{hexs(8)}' on job {uid()}",
    )
    r.add(
        "bitlocker_protectors",
        f"manage-bde -protectors -get C:\n  TPM:\n    ID: {guid()}\n    PCR Validation Profile: 7, 11\n  Numerical Password:\n    ID: {guid()}\n    (password line not copied – it's in Entra)",
        f"BackupToAAD-BitLockerKeyProtector -MountPoint C: -KeyProtectorId '{guid()}' ran OK on 14 devices.",
    )
    r.add(
        "netsh_no_key",
        'netsh wlan show profile name="SWP-Staff"\n    Authentication         : WPA2-Enterprise\n    Cipher                 : CCMP\n    Security key           : Absent\n    802.1X                 : Enabled',
        f"netsh wlan show interfaces: SSID KD-Staff, BSSID {mac()}, channel 44, signal {secrets.randbelow(40) + 60}%, radio 802.11ax",
    )
    r.add(
        "powershell_no_secret",
        "$cred = Get-Credential KDENTAL\\adm-sam\nInvoke-Command -ComputerName KD-FS01 -Credential $cred -ScriptBlock { Get-Service veeam* }",
        "Get-LapsADPassword -Identity WP-LT-014 -AsPlainText  # run on the DC, don't paste the output here",
        f"$pw = Read-Host -AsSecureString 'New password'; Set-ADAccountPassword -Identity akhan -NewPassword $pw -Reset  # ticket #{tk()}",
    )
    r.add(
        "csv_no_password",
        "DisplayName,UserPrincipalName,Department,Licence\n" + "\n".join(f"{pick(*STAFF)} {pick('Shaw', 'Ahmed', 'Walsh')},{pick('u', 'x', 'k')}{digits(3)}@whitelockprior.example,{pick('Conveyancing', 'Family', 'Accounts')},SPB" for _ in range(3)),
        "AssetTag,Serial,Model,User,Room\n" + "\n".join(f"STWP-LT-{digits(3)},{dell_tag()},Latitude 3440,{pick('Y3', 'Y4', 'Y5')} teacher,{pick('Oak', 'Ash', 'Elm')}" for _ in range(3)),
    )
    r.add(
        "firewall_config_no_secret",
        'config system admin\n    edit "acme-msp"\n        set trusthost1 198.51.100.0 255.255.255.0\n        set accprofile "super_admin"\n        set two-factor fortitoken\n    next\nend',
        f"FGT policy {secrets.randbelow(40) + 1}: LAN -> wan1, NAT on, AV/WF/IPS default, log all sessions. Policy {secrets.randbelow(40) + 41}: guest -> wan1 (web only).",
        f"Draytek L2L profile 3: dial-out, IKEv2, remote gw 203.0.113.{secrets.randbelow(250) + 2}, local 10.20.0.0/24, remote 10.21.0.0/24, keep alive on.",
    )
    r.add(
        "ipsec_proposal",
        "Phase 1: aes256-sha256, DH 14, keylife 28800, IKEv2. Phase 2: aes256-sha256, PFS 14, 3600. Pre-shared key in IT Glue.",
        f"Tunnel to the branch up since {day()}; SPI in 0x{hexs(8)}, out 0x{hexs(8)}; rekey 3600s.",
        "netsh advfirewall consec show rule name=all -> 'Require auth for SQL', Auth1: ComputerKerb, no PSK.",
    )
    r.add(
        "alarm_panel_info",
        f"Texecom Premier Elite 24 at WP – zone 4 PIR faulty, engineer visit ref A-{digits(6)} on {day()}; ARC account {digits(4)}.",
        f"School alarm: panel in the office cupboard, keyholders listed with Leeds CC, response contract {rnd(UPPER, 3)}-{digits(5)}.",
    )
    r.add(
        "phone_number",
        f"DDI range {tel()} to {tel()} ported to 3CX; main number stays on the ISDN until switch-off.",
        f"Out of hours goes to our on-call {tel()}; surgery main line {tel()}.",
    )
    r.add(
        "open_guest_wifi",
        "Waiting-room Wi-Fi is open with a click-through portal: WIFI:S:KD-Patients;T:nopass;;",
        "Guest network at the school is captive portal only (vouchers printed by the office, valid 8h).",
    )
    r.add(
        "meter_reading",
        f"Copier meter readings: mono {secrets.randbelow(90000) + 10000}, colour {secrets.randbelow(40000) + 1000}; submitted ref MR-{digits(6)}.",
        f"Kyocera counters (SN {rnd(UPPER + DIGITS, 10)}): total {secrets.randbelow(200000)}, scans {secrets.randbelow(50000)}",
    )
    r.add(
        "msi_product_code",
        f"Uninstall string: MsiExec.exe /X{guid()} /qn for the old Sophos agent.",
        f"Intune Win32 app detection: product code {guid()}, version 7.2.{digits(1)}.{digits(4)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout42.py", [
        ("heldout42_credentials.yaml", credentials(), "batch 42 (Leeds MSP technician: dental, solicitors, primary school), written blind; every value synthetic"),
        ("heldout42_lookalikes.yaml", lookalikes(), "batch 42 look-alikes: asset, licence, network, directory and DNS identifiers, policies, resets, vault references and masked values, written blind"),
    ])


if __name__ == "__main__":
    main()
