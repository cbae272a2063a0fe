# ruff: noqa: E501
"""Writes heldout219_credentials.yaml and heldout219_lookalikes.yaml: held-out batch 219.

Persona: a family in Lyon (Claire, Karim and their children Inès, Théo and Lou) who keep
their household admin in the assistant's memory, in French: the impôts password, the Ameli,
CAF and mutuelle logins, the bank's code secret and the card PINs, the Freebox admin and
Wi-Fi keys, the building digicode and the alarm code, the children's ENT passwords, the
Netflix and Canal+ logins. Their look-alikes are the paperwork around all that: a numéro
fiscal shown masked, invoice numbers, EDF and Free customer references, contract numbers,
postcodes, an IBAN given to receive a payment, CAF file numbers, number plates, La Poste and
Colissimo tracking numbers, SSIDs and the rules for choosing a password.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

HEXUP = "0123456789ABCDEF"
PLATE = "ABCDEFGHJKLMNPQRSTVWXYZ"
MOTS = [
    "tilleul", "croissant", "fourviere", "presquile", "saone", "rhone", "bouchon",
    "quenelle", "guignol", "traboule", "mistral", "lavande", "cerise", "hibou", "marmotte",
    "ardoise", "galet", "brioche", "pivoine", "ecureuil", "tonnerre", "cigale", "meringue",
    "noisette", "velours", "citron", "canard", "girafe", "sapin", "bruyere",
]
KIDWORDS = ["Pikachu", "Licorne", "Minecraft", "Soleil", "Chaton", "Foot", "Dragon", "Panda", "Mbappe", "Poney"]


def mdp() -> str:
    """A password this family chose or had a site generate."""
    return pick(
        pw(),
        f"{secrets.choice(MOTS).capitalize()}{digits(4)}{pick('!', '*', '$', '?', '#')}",
        f"{phrase(MOTS, 3, '-')}{digits(2)}",
        rnd(ALNUM + "!?*$@#", pick(10, 12, 14)),
        f"{secrets.choice(MOTS).capitalize()}{pick('69', 'Lyon', 'Lyon69')}{pick('!', '@', '*')}{digits(2)}",
    )


def kidpw() -> str:
    """A child's school-portal password."""
    return pick(
        f"{secrets.choice(KIDWORDS)}{digits(pick(2, 3, 4))}{pick('!', '*', '', '?')}",
        rnd(LOWER + DIGITS, 8),
        f"{secrets.choice(KIDWORDS).lower()}{pick('.', '_', '')}{secrets.choice(MOTS)}{digits(2)}",
    )


def num_fiscal() -> str:
    return pick("0", "1", "2", "3") + digits(12)


def fiscal_masked() -> str:
    n = num_fiscal()
    return pick(f"{n[:2]} ** *** *** {n[-3:]}", f"{n[:2]}XXXXXXXX{n[-3:]}", f"*********{n[-4:]}")


def secu() -> str:
    return f"{pick('1', '2')} {digits(2)} {secrets.randbelow(12) + 1:02d} 69 {digits(3)} {digits(3)} {digits(2)}"


def secu_masked() -> str:
    return pick(
        f"{pick('1', '2')} {digits(2)} ** ** *** *** {digits(2)}",
        f"{pick('1', '2')}{digits(2)}XXXXXXXXXX{digits(2)}",
        f"*** *** *** *** {digits(2)}",
    )


def fr_iban() -> str:
    """A French IBAN with a valid RIB key and valid check digits."""
    bank = pick("30002", "30004", "20041", "10278", "16807", "18706", "30003", "11306", "10096")
    branch = digits(5)
    account = digits(11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
    return iban("FR", f"{bank}{branch}{account}{key:02d}")


def plate() -> str:
    return f"{rnd(PLATE, 2)}-{digits(3)}-{rnd(PLATE, 2)}"


def freebox_ssid() -> str:
    return f"Freebox-{rnd(HEXUP, 6)}"


def wpa_free() -> str:
    return rnd(LOWER + DIGITS, 26)


def tel() -> str:
    return pick(f"06 39 98 {digits(2)} {digits(2)}", f"01 99 00 {digits(2)} {digits(2)}")


def email(who: str = "") -> str:
    return f"{who or pick('claire.garnier', 'karim.garnier', 'famille.garnier', 'garnier.lyon')}{pick('', digits(2))}@{pick('mail.example', 'acme.example', 'free.test')}"


def lettre_suivie() -> str:
    return f"{pick('1K', '1L', '1Y', '2C', '1A')}{digits(11)}"


def colissimo() -> str:
    return f"{pick('6A', '6C', '8R', '8V', '6Q', '9L')}{digits(11)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "impots_gouv_password",
        f"impots.gouv : numéro fiscal {num_fiscal()} / mot de passe {mdp()}",
        f"Mdp impôts (déclaration en ligne) = {mdp()} — c'est Karim qui l'a changé en avril",
        f"Site des impôts\nidentifiant : {num_fiscal()}\nmot de passe : {mdp()}",
        f"rappelle-moi le mot de passe des impots : {mdp()}",
        f"impots Claire -> {num_fiscal()} / {mdp()}\nimpots Karim -> {num_fiscal()} / {mdp()}",
        f"mot de pase impot.gouv {mdp()} (ne pas confondre avec celui d'ameli)",
    )
    r.add(
        "ameli_login",
        f"Ameli Claire : n° sécu {secu()} mdp {mdp()}",
        f"compte ameli de Karim, mot de passe: {mdp()}",
        f"Ameli (pour les remboursements des enfants) — identifiant = numéro de sécu de Claire, code = {mdp()}",
        f"ameli mdp {mdp()}",
        f"Nouveau mot de passe Ameli depuis la réinitialisation : {mdp()} (l'ancien ne marche plus)",
    )
    r.add(
        "caf_login",
        f"CAF : n° allocataire {digits(7)} — mot de passe {mdp()}",
        f"caf code confidentiel {digits(8)}",
        f"Mon Compte CAF\nallocataire : {digits(7)}\ncode postal : 69003\nmdp : {mdp()}",
        f"Pour la déclaration trimestrielle CAF : se connecter avec {digits(7)} et {mdp()}",
        f"CAF password (in case the au pair has to download the attestation): {mdp()}",
    )
    r.add(
        "bank_code_secret",
        f"Banque en ligne : identifiant {digits(10)}, code secret {digits(6)}",
        f"code secret appli banque : {digits(6)}",
        f"LCL – identifiant {digits(10)} – code personnel {digits(6)}",
        f"Compte joint\n  n° client : {digits(11)}\n  code d'accès : {digits(8)}",
        f"code secrt de la banque {digits(6)} (celui de l'appli, pas celui de la carte)",
        f"Claire code BNP {digits(6)}, Karim code BNP {digits(6)}",
    )
    r.add(
        "card_pin",
        f"Code PIN CB Claire : {digits(4)}",
        f"carte Visa du compte joint (finissant par {digits(4)}) → code {digits(4)}",
        f"PIN carte bleue de Karim = {digits(4)}, nouvelle carte reçue le 12/03",
        f"code de la carte de retrait d'Inès (carte ado) : {digits(4)}",
        f"Cartes :\n- Visa Premier : {digits(4)}\n- Mastercard pro : {digits(4)}",
        f"pin cb {digits(4)}",
    )
    r.add(
        "card_full_details",
        f"Carte pour les achats en ligne : {groups(luhn('4970'), 4)} exp {card_expiry()} cryptogramme {digits(3)}",
        f"Mastercard {luhn('5132')} {card_expiry()} CVV {digits(3)}",
        f"e-carte bleue (carte virtuelle) : numéro {groups(luhn('4978'), 4)}, expire {card_expiry()}, code au dos {digits(3)}",
        f"CB Karim\n{groups(luhn('4973'), 4)}\n{card_expiry()}\n{digits(3)}",
    )
    r.add(
        "freebox_admin_password",
        f"Freebox OS mot de passe admin : {pw()}",
        f"Interface de la box (192.168.1.254) → mdp {rnd(ALNUM, 12)}",
        f"mdp freebox server {rnd(ALNUM + '!*', 14)}",
        f"Freebox Delta — admin : {mdp()} (changé après le passage du technicien)",
        f"Pour le contrôle parental de la Freebox il faut le mot de passe admin : {pw()}",
    )
    r.add(
        "wifi_key",
        f"Clé Wi-Fi maison : {wpa_free()}",
        f"wifi {freebox_ssid()} / clé WPA {wpa_free()}",
        f"Wi-Fi invités : réseau « Garnier-Invites », mot de passe {phrase(MOTS, 3, '-')}",
        f"clé wifi du répéteur à l'étage {rnd(ALNUM, 16)}",
        f"WiFi for the au pair: network {freebox_ssid()}, password {wpa_free()}",
        f"Wifi chez mamie à Villeurbanne : Livebox-{rnd(UPPER + DIGITS, 4)} clé {rnd(HEXUP, 26)}",
    )
    r.add(
        "wifi_qr_string",
        f"texte du QR code collé sur le frigo : WIFI:T:WPA;S:{freebox_ssid()};P:{wpa_free()};;",
        f"QR wifi invités = WIFI:S:Garnier-Invites;T:WPA;P:{phrase(MOTS, 3, '-')}{digits(2)};H:false;;",
        f"chaîne à mettre dans le générateur de QR pour la chambre d'amis : WIFI:T:WPA;S:Maison;P:{rnd(ALNUM, 18)};;",
    )
    r.add(
        "building_digicode",
        f"Digicode immeuble : {pick('A', 'B', '')}{digits(4)} (porte du hall)",
        f"digicode rue Garibaldi (bât. B) {digits(4)}{pick('A', 'B', 'C')} puis interphone GARNIER",
        f"Code porte d'entrée {digits(4)} / code local vélos {digits(4)}",
        f"Pour la nounou : le code du portail est {digits(4)}#, le digicode du hall {pick('A', 'B')}{digits(4)}",
        f"nouveau digicode depuis lundi : {digits(5)}",
    )
    r.add(
        "alarm_code",
        f"Code alarme maison : {digits(4)} (code sous contrainte : {digits(4)})",
        f"alarme — code {digits(6)}, mot de passe pour le télésurveilleur « {secrets.choice(MOTS)}{digits(2)} »",
        f"Désactiver l'alarme : taper {digits(4)} puis OFF",
        f"code alarme pour la femme de ménage: {digits(4)}",
        f"Alarm code (babysitter): {digits(4)} then press the key symbol",
    )
    r.add(
        "ent_school_password",
        f"ENT Laclasse Inès : identifiant ines.garnier{digits(1)} / mdp {kidpw()}",
        f"Pronote Théo → {kidpw()}",
        f"ENT du collège, compte parent : claire.garnier / {mdp()}",
        f"Comptes ENT\n| enfant | identifiant | mot de passe |\n| Inès | ines.garnier | {kidpw()} |\n| Théo | theo.garnier3 | {kidpw()} |",
        f"mot de passe provisoire ENT donné par la maîtresse de Lou : {rnd(LOWER + DIGITS, 8)}",
        f"ENT lycée: le mdp d'Inès c'est {kidpw()} (elle l'a encore oublié)",
    )
    r.add(
        "netflix_login",
        f"Netflix : {email()} / {mdp()}",
        f"netflix mdp {mdp()} — profil enfants verrouillé avec le code {digits(4)}",
        f"Compte Netflix\nemail : {email()}\nmot de passe : {mdp()}",
        f"Le mot de passe Netflix a changé : {mdp()} (à redonner à mamie pour sa tablette)",
        f"netflx login {email()} pass {pw()}",
    )
    r.add(
        "canal_plus_login",
        f"Canal+ : identifiant {email()} mot de passe {mdp()}",
        f"code parental Canal+ : {digits(4)}",
        f"myCANAL — {email()} / {mdp()} ; code adulte {digits(4)}",
        f"canal plus mdp = {mdp()}",
        f"Décodeur Canal : code personnel {digits(4)} (demandé pour louer un film)",
    )
    r.add(
        "mutuelle_account",
        f"Mutuelle : n° adhérent {digits(9)} / mot de passe {mdp()}",
        f"espace adhérent mutuelle (Harmonie ?) mdp {mdp()}",
        f"Mutuelle de Karim (celle de son boulot)\nidentifiant : {digits(8)}\nmot de passe : {mdp()}",
        f"mdp mutuelle pour envoyer les factures d'orthodontie de Théo : {mdp()}",
        f"mutuelle login {email()} mdp {pw()}",
    )
    r.add(
        "sim_pin_puk",
        f"Code PIN SIM Claire : {digits(4)} — PUK {digits(8)}",
        f"puk du portable de Théo {digits(8)}",
        f"Free Mobile Karim : PIN {digits(4)}, PUK {digits(8)}",
        f"code pin téléphone d'Inès {digits(4)}",
    )
    r.add(
        "voicemail_code",
        f"Code messagerie vocale (répondeur) : {digits(4)}",
        f"répondeur fixe Freebox, code d'accès à distance {digits(4)}",
        f"code répondeur portable Karim {digits(4)}",
        f"Pour consulter la messagerie depuis l'étranger : composer le numéro puis {digits(4)}#",
    )
    r.add(
        "email_password",
        f"Boîte mail familiale {email('famille.garnier')} mdp {mdp()}",
        f"mot de passe d'application pour Thunderbird (Gmail de Claire) : {app_password()}",
        f"Orange mail de mamie : {email('mamie.garnier')} / {mdp()}",
        f"mail Karim {email('karim.garnier')} mot de passe {pw()}",
        f"adresse mail d'Inès (créée pour le collège) : {email('ines.garnier')} — mdp {kidpw()}",
    )
    r.add(
        "edf_account_password",
        f"EDF espace client : {email()} / {mdp()}",
        f"mdp EDF {mdp()}",
        f"Compte EDF (pour le relevé Linky)\nlogin : {email()}\nmot de passe : {mdp()}",
        f"EDF → mot de passe réinitialisé : {mdp()}",
    )
    r.add(
        "free_espace_abonne",
        f"Espace abonné Free : identifiant fbx{digits(8)} / mot de passe {rnd(ALNUM, 8)}",
        f"Free Mobile espace abonné Karim : identifiant {digits(8)}, mdp {mdp()}",
        f"mdp compte Free (factures box) {mdp()}",
        f"Free\n  login : fbx{digits(8)}\n  pass : {rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "apple_id",
        f"Identifiant Apple de Claire : {email('claire.garnier')} / {mdp()}",
        f"clé de secours Apple (à garder précieusement) : {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"iCloud familial — {email()} mot de passe {pw()}",
        f"compte Apple d'Inès (iPad) : {email('ines.garnier')} / {kidpw()}",
        f"Apple ID Karim mdp {mdp()} — code de secours {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
    )
    r.add(
        "password_manager_master",
        f"Mot de passe maître Bitwarden (famille) : {phrase(MOTS, 5, ' ')}",
        f"1Password — clé secrète {onepassword_secret_key()}, mot de passe {phrase(MOTS, 4, '-')}",
        f"phrase de passe du coffre Bitwarden de Karim : {phrase(MOTS, 6, '.')}",
        f"Si je ne suis plus là : coffre-fort numérique, email {email()}, mdp maître {phrase(MOTS, 5, '-')}{digits(2)}",
    )
    r.add(
        "screen_time_code",
        f"Code Temps d'écran iPad de Théo : {digits(4)}",
        f"code contrôle parental tablette de Lou {digits(4)}",
        f"Family Link : code parent {digits(6)}",
        f"Nintendo Switch — code PIN contrôle parental {digits(4)}",
    )
    r.add(
        "garage_portail_code",
        f"Code du portail de la résidence : {digits(4)}",
        f"parking souterrain, code d'accès clavier {digits(6)}",
        f"code garage box n°{digits(2)} : {digits(4)}",
        f"portail chez les grands-parents (Écully) → {digits(4)}#",
    )
    r.add(
        "safe_code",
        f"Code du coffre (placard de la chambre) : {digits(6)}",
        f"coffre-fort : combinaison {digits(2)}-{digits(2)}-{digits(2)}",
        f"code du petit coffre où sont les passeports {digits(4)}",
    )
    r.add(
        "doctolib_password",
        f"Doctolib : {email()} / {mdp()}",
        f"mdp doctolib {mdp()} (compte de Claire, les enfants sont rattachés dessus)",
        f"Doctolib Karim\nmail : {email('karim.garnier')}\nmdp : {mdp()}",
        f"doctolib password {pw()}",
    )
    r.add(
        "leboncoin_vinted_login",
        f"Leboncoin : {email()} / {mdp()}",
        f"Vinted Claire (vêtements des enfants) mdp {mdp()}",
        f"compte Vinted : {email()} — {pw()}",
        f"leboncoin mot de passe {mdp()}",
    )
    r.add(
        "ants_franceconnect",
        f"ANTS (carte grise, permis) : identifiant {email()}, mot de passe {mdp()}",
        f"France Identité — code PIN de l'appli : {digits(4)}",
        f"FranceConnect via La Poste (Identité Numérique) code secret {digits(4)}",
        f"ANTS mdp {mdp()} — pour la pré-demande de passeport d'Inès",
    )
    r.add(
        "nas_admin",
        f"NAS Synology (photos de famille) — admin : {pw()}",
        f"nas.garnier.internal user admin pass {rnd(ALNUM + '!#%', 16)}",
        f"Clé SSH du NAS (ne pas partager)\n{openssh_private()}",
        f"Compte NAS de Claire : claire / {mdp()}",
    )
    r.add(
        "home_assistant_token",
        f"Home Assistant (volets, chauffage) — jeton longue durée :\n{jwt({'iss': hexs(32), 'iat': epoch(), 'exp': epoch() + 315360000})}",
        f"token HA pour l'appli du téléphone : {jwt({'iss': hexs(32), 'iat': epoch(), 'exp': epoch() + 315360000})}",
        f"Home Assistant : http://ha.garnier.internal:8123, user karim, mdp {pw()}",
    )
    r.add(
        "cantine_portal_password",
        f"Portail famille (cantine + périscolaire) : identifiant {digits(6)} / mdp {mdp()}",
        f"mdp portail cantine Lyon {mdp()}",
        f"Paiement cantine\nn° famille : {digits(6)}\nmot de passe : {rnd(ALNUM, 10)}",
        f"code d'accès espace famille (centre de loisirs) : {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "pajemploi_login",
        f"Pajemploi (déclaration nounou) : n° employeur {digits(10)}, mot de passe {mdp()}",
        f"mdp pajemploi {mdp()}",
        f"URSSAF Pajemploi\nidentifiant : {digits(10)}\nmdp : {mdp()}",
        f"Pajemploi password (to declare Sandrine's hours): {pw()}",
    )
    r.add(
        "phone_unlock_code",
        f"Code de déverrouillage du téléphone de Claire : {digits(6)}",
        f"code iPhone Karim {digits(6)}",
        f"schéma/code du vieux portable donné à Théo : {digits(4)}",
        f"code d'ouverture de l'ordi familial (session Famille) : {mdp()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "numero_fiscal_masked",
        f"Numéro fiscal de Claire (affiché sur l'avis) : {fiscal_masked()}",
        f"Sur l'avis d'imposition 2024, le numéro fiscal de Karim commence par {digits(2)} et finit par {digits(3)}",
        f"numéro fiscal : {fiscal_masked()} — le complet est sur la première page de l'avis",
        f"Pour l'école, ils demandent juste les 4 derniers chiffres du numéro fiscal : {digits(4)}",
        f"N° fiscal {fiscal_masked()} (masqué, ne pas noter le reste ici)",
    )
    r.add(
        "numero_facture",
        f"Facture EDF n° {digits(10)} du 14/02, montant 87,40 €",
        f"Facture Free n° {digits(9)} — payée par prélèvement",
        f"facture plombier FAC-2024-{digits(4)}",
        f"Facture Darty n° {digits(4)}-{digits(6)}-{digits(3)} (garantie lave-linge 2 ans)",
        f"facture orthodontiste Théo : réf. F{digits(8)}, 450 € à envoyer à la mutuelle",
    )
    r.add(
        "reference_client_edf",
        f"Référence client EDF : {digits(10)}",
        f"EDF réf. client {digits(3)} {digits(3)} {digits(3)} {digits(2)} — compte de contrat {digits(12)}",
        f"n° client EDF (à donner quand j'appelle le 3004) : {digits(10)}",
        f"EDF : référence client {digits(10)}, option Tempo, puissance 9 kVA",
        f"Mon compte EDF est lié à la référence {digits(10)} (ancienne adresse : {digits(10)})",
    )
    r.add(
        "reference_client_free",
        f"Référence client Free (sur la facture) : {digits(8)}",
        f"Free — n° d'abonné {digits(8)}, ligne fixe 09 {digits(2)} {digits(2)} {digits(2)} {digits(2)}",
        f"Free Mobile Karim : numéro de ligne {tel()}, référence contrat {digits(9)}",
        f"ticket support Free ouvert, référence client {digits(8)}, dossier n° {digits(10)}",
        f"réf. commande Freebox Pop : {digits(10)}",
    )
    r.add(
        "numero_contrat",
        f"Contrat assurance habitation n° {digits(8)}{rnd(UPPER, 1)}",
        f"Assurance auto : contrat {rnd(UPPER, 2)}{digits(9)}, échéance au 1er juin",
        f"n° de contrat mutuelle {digits(10)} (garantie famille niveau 3)",
        f"Contrat de prévoyance Karim : {digits(3)}-{digits(6)}-{digits(2)}",
        f"Contrat d'entretien chaudière n° CE{digits(7)}, visite annuelle en octobre",
    )
    r.add(
        "code_postal",
        f"Adresse : {secrets.randbelow(120) + 1} rue Garibaldi, 69003 Lyon",
        "Codes postaux : nous 69007, mamie 69100 Villeurbanne, papi 69130 Écully",
        f"Nouvelle adresse de la nounou : {secrets.randbelow(60) + 1} avenue Berthelot, 69007 Lyon",
        "Colonie de Théo : 73500 Modane, à mettre sur les étiquettes",
    )
    r.add(
        "iban_receive_payment",
        f"Notre RIB pour le remboursement de la cagnotte : {fr_iban()} — BIC BNPAFRPPXXX",
        f"IBAN à donner au club de foot pour le remboursement : {fr_iban()}",
        f"Pour que mamie nous vire sa part des vacances : {fr_iban()} (compte joint)",
        f"RIB Claire (salaire) {fr_iban()}",
        f"IBAN de la CAF pour le versement : c'est bien {fr_iban()}, titulaire M. ou Mme GARNIER",
    )
    r.add(
        "numero_dossier_caf",
        f"CAF : numéro de dossier {digits(7)}",
        f"n° allocataire CAF {digits(7)} — à mettre sur chaque courrier",
        f"Courrier CAF du 03/05, référence {digits(7)}/{digits(4)}, demande de justificatif de loyer",
        f"Dossier CAF aide au logement, n° allocataire {digits(7)}, caisse du Rhône",
        f"CAF prime d'activité : dossier {digits(7)}, prochaine déclaration le 15",
    )
    r.add(
        "plaque_immatriculation",
        f"Plaque de la Clio : {plate()}",
        f"Immatriculation du Scénic {plate()} (contrôle technique avant le 30/09)",
        f"voiture de mamie : {plate()}, badge parking résidence",
        f"Plaques à déclarer au syndic pour le parking : {plate()} et {plate()}",
        f"Avis de contravention pour {plate()}, numéro de télépaiement {digits(16)}",
    )
    r.add(
        "la_poste_tracking",
        f"Lettre suivie La Poste : {lettre_suivie()}",
        f"Lettre recommandée avec AR n° {pick('1A', '2C', '1L')} {digits(3)} {digits(3)} {digits(4)} {digits(1)} envoyée au bailleur",
        f"suivi courrier impôts : {lettre_suivie()}",
        f"Colis international de tante Samia : CB{digits(9)}FR",
        f"La Poste, envoi du dossier de bourse : {lettre_suivie()} (distribué le 08/04)",
    )
    r.add(
        "colissimo_tracking",
        f"Colissimo : {colissimo()}",
        f"numéro de suivi colissimo du retour Vinted {colissimo()}",
        f"Colis cartable Inès : {colissimo()} — point relais tabac rue Duguesclin",
        f"suivi {colissimo()} (retour Zalando, remboursement sous 14 jours)",
        f"Deux colis en attente : {colissimo()} et {colissimo()}",
    )
    r.add(
        "wifi_ssid",
        f"Le Wi-Fi de la maison s'appelle {freebox_ssid()} (le 5 GHz : {freebox_ssid()}_5G)",
        "Réseau invités : Garnier-Invites (le mot de passe est sur la carte au frigo)",
        f"SSID chez mamie : Livebox-{rnd(UPPER + DIGITS, 4)}",
        f"Nom du réseau du répéteur : {freebox_ssid()}_EXT",
        "Wi-Fi du gîte à Annecy : « Gite-Les-Cerisiers », code affiché dans l'entrée",
    )
    r.add(
        "password_rules",
        "Règles pour les mots de passe de la famille : au moins 12 caractères, une majuscule, un chiffre, un symbole, jamais le prénom des enfants ni les dates de naissance.",
        "Conseil de l'ANSSI retenu : une phrase de passe de 4 ou 5 mots au hasard plutôt qu'un mot compliqué.",
        "Pour les enfants : mot de passe différent pour l'ENT et pour les jeux, et on ne le donne jamais aux copains.",
        "Le site des impôts demande entre 8 et 20 caractères avec au moins une lettre et un chiffre.",
        "Règle maison : un mot de passe par site, tout dans Bitwarden, et la double authentification partout où c'est possible.",
    )
    r.add(
        "password_change_talk",
        "J'ai changé le mot de passe de la Freebox hier soir, le nouveau est dans Bitwarden.",
        "Penser à changer le mot de passe Netflix après le départ de l'au pair.",
        "Mot de passe Ameli expiré, il faut refaire la procédure « mot de passe oublié » avec le code reçu par courrier.",
        "Inès a oublié son mot de passe ENT : la vie scolaire peut le réinitialiser, il faut passer au bureau le mardi.",
        "Le code secret de la banque sera envoyé par courrier séparé sous 7 jours ouvrés.",
    )
    r.add(
        "password_location_reference",
        "Les codes de l'alarme et du digicode sont dans l'enveloppe bleue du tiroir du bureau.",
        "Mot de passe du Wi-Fi : voir l'étiquette sous la Freebox.",
        "Tous les identifiants sont dans le coffre Bitwarden, dossier « Famille », partagé avec Karim.",
        "Le code PIN de la nouvelle carte est sur le courrier de la banque, rangé dans la pochette « Banque ».",
        "Pour les impôts, le mot de passe est dans le carnet noir, page « Administratif ».",
    )
    r.add(
        "secu_masked",
        f"N° de sécu de Théo : {secu_masked()} (il est sur la carte Vitale de Claire)",
        f"Carte Vitale Karim, numéro {secu_masked()}",
        f"Ameli : le n° de sécu de Lou finit par {digits(2)}, clé {digits(2)}",
        f"numéro de sécurité sociale masqué sur l'attestation : {secu_masked()}",
    )
    r.add(
        "order_number",
        f"Commande Fnac n° {digits(10)}, livraison prévue jeudi",
        f"commande Decathlon {rnd(UPPER + DIGITS, 10)} (vélo de Théo)",
        f"Commande Leroy Merlin n° {digits(9)}, retrait en magasin à Vénissieux",
        f"Commande Amazon {digits(3)}-{digits(7)}-{digits(7)}",
    )
    r.add(
        "doctolib_reference",
        f"RDV pédiatre confirmé, référence Doctolib {rnd(UPPER + DIGITS, 8)}",
        f"Doctolib : rendez-vous dentiste Inès le 12 à 17h15, n° de RDV {digits(9)}",
        f"Ordonnance ophtalmo Théo, n° RPPS du médecin {digits(11)}",
        f"Centre de vaccination : réservation {uid()} (lien reçu par mail)",
    )
    r.add(
        "box_serial_number",
        f"Freebox Server n° de série {digits(13)}",
        f"Numéro de série du Player Freebox : {rnd(UPPER + DIGITS, 12)} (à donner au SAV)",
        f"Décodeur Canal+ n° {digits(14)}",
        f"Répéteur Wi-Fi, S/N {rnd(UPPER + DIGITS, 14)}, acheté en 2023",
    )
    r.add(
        "mac_address",
        f"Adresse MAC de la tablette de Lou : {mac()} (à autoriser dans le filtrage)",
        f"Console de Théo : MAC {mac(':', True)}, bloquée de 21h à 7h",
        f"MAC de l'imprimante {mac('-', True)}, IP fixe 192.168.1.{secrets.randbelow(200) + 20}",
        f"Appareils connus sur la box : iPad Inès {mac()}, PC bureau {mac()}",
    )
    r.add(
        "linky_prm",
        f"Numéro PRM du compteur Linky : {digits(14)}",
        f"PDL électricité (pour le déménagement) : {digits(14)}",
        f"Linky : point de livraison {digits(14)}, index HP {digits(5)} / HC {digits(5)}",
        f"Enedis, compteur n° {digits(12)}, PRM {digits(14)}",
    )
    r.add(
        "gaz_pce",
        f"Gaz : numéro PCE {digits(14)}",
        f"PCE GrDF {digits(14)}, relevé du 01/03 : {digits(5)} m³",
        f"Point de comptage gaz GI{digits(6)}",
    )
    r.add(
        "numero_ine",
        f"INE d'Inès (pour Parcoursup) : {digits(10)}{rnd(UPPER, 1)}",
        f"Numéro INE de Théo {digits(9)}{rnd(UPPER, 2)}, demandé pour l'inscription au collège",
        f"Identifiant national élève : {digits(10)}{rnd(UPPER, 1)}",
        f"Fiche d'inscription : INE {digits(10)}{rnd(UPPER, 1)}, classe de 6e B",
    )
    r.add(
        "numero_adherent_mutuelle",
        f"Mutuelle : numéro d'adhérent {digits(9)}",
        f"Carte de tiers payant mutuelle, n° AMC {digits(8)}, valable jusqu'au 31/12",
        f"Mutuelle Karim n° {digits(8)} — télétransmission Noémie activée",
        f"n° adhérent mutuelle (à donner à la pharmacie) : {digits(9)}",
    )
    r.add(
        "masked_card",
        f"Carte se terminant par {digits(4)} (celle à utiliser pour Netflix)",
        f"CB Claire **** **** **** {digits(4)}, expire {card_expiry()}",
        f"Prélèvement Canal+ sur la carte XXXX-{digits(4)}",
        f"Carte de Karim opposée (finissait par {digits(4)}), la nouvelle finit par {digits(4)}",
        f"Paiement cantine refusé sur la carte •••• {digits(4)}, à mettre à jour",
    )
    r.add(
        "bic_code_banque",
        "BIC de la banque : CRLYFRPPXXX",
        f"Code banque 30002, code guichet {digits(5)}, agence Lyon Part-Dieu",
        "BIC BNPAFRPPXXX (demandé par l'employeur de l'au pair)",
        f"Code guichet de l'agence : {digits(5)}, conseillère Mme Perret",
    )
    r.add(
        "digicode_notice_no_code",
        "Le syndic change le digicode le 1er du mois, le nouveau est affiché dans le hall.",
        "Pas de digicode chez mamie, juste l'interphone au nom GARNIER-BENALI.",
        "Digicode en panne depuis mardi, la porte reste ouverte — ticket ouvert chez le syndic.",
        "Le code de l'alarme a été changé par le technicien ; il nous l'a laissé sur papier, à ranger.",
    )
    r.add(
        "pajemploi_number",
        f"Pajemploi : numéro de salariée de Sandrine {digits(10)}",
        f"n° Pajemploi employeur {digits(10)} (à mettre sur l'attestation)",
        f"Bulletin Pajemploi de mars, référence {digits(12)}, 612 € net",
        f"Agrément assistante maternelle n° {digits(6)}, valable jusqu'en 2027",
    )
    r.add(
        "numero_sinistre",
        f"Dégât des eaux : numéro de sinistre {digits(10)}",
        f"Assurance auto, dossier sinistre {rnd(UPPER, 2)}{digits(8)} (rayure parking)",
        f"Sinistre bris de glace n° {digits(4)}-{digits(6)}, franchise 0 €",
        f"expertise prévue le 20, réf. expert {rnd(UPPER + DIGITS, 9)}",
    )
    r.add(
        "wifi_settings",
        "Wi-Fi Freebox : WPA2/WPA3, canal 36 en 5 GHz, canal 6 en 2,4 GHz",
        "Planification Wi-Fi : coupé de 23h à 6h30 la semaine",
        "Clé Wi-Fi : 26 caractères, à ne jamais envoyer par SMS (la recopier depuis l'étiquette)",
        "Contrôle parental : profil « Enfants », pause internet à 21h, filtrage activé",
    )
    r.add(
        "ticket_sav",
        f"SAV Boulanger, dossier n° {rnd(UPPER + DIGITS, 10)}",
        f"Ticket support Free n° {digits(8)}, intervention prévue vendredi matin",
        f"Réclamation SNCF, référence {rnd(UPPER, 6)} (dossier de remboursement)",
        f"Dossier de garantie lave-vaisselle : {digits(4)}-{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "ssh_public_key",
        f"Clé publique à ajouter sur le NAS pour le PC de Karim :\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} karim@pc-salon",
        f"clé publique du portable de Claire : ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} claire@macbook",
        f"authorized_keys du NAS : ssh-rsa {ssh_pub('ssh-rsa', 270)} sauvegarde@nas",
    )
    r.add(
        "numero_carte_tcl",
        f"Carte Técély de Théo n° {digits(10)} (abonnement Tiempo jeune)",
        f"Abonnement TCL Claire, numéro de carte {digits(4)} {digits(4)} {digits(2)}",
        f"Carte Vélo'v n° {digits(8)}, abonnement annuel jusqu'en septembre",
    )
    r.add(
        "card_pin_procedure",
        "Le code PIN de la carte se bloque après 3 essais, il se débloque au distributeur de l'agence.",
        "Nouvelle carte Visa : code confidentiel identique à l'ancienne, d'après la conseillère.",
        "Pour changer le code PIN il faut passer en agence ou payer 10 € pour une réédition.",
        "Plafond carte : 1 500 € de paiement sur 30 jours, 500 € de retrait par semaine.",
    )
    r.add(
        "ants_reference",
        f"Pré-demande passeport Inès : n° {rnd(UPPER + DIGITS, 10)}, RDV en mairie du 3e le 18",
        f"ANTS : numéro de dossier carte grise {rnd(UPPER, 2)}{digits(10)}",
        f"Permis de Karim n° {digits(12)}, valable jusqu'en 2033",
    )
    r.add(
        "receipt_transaction_numbers",
        f"Ticket de caisse Carrefour n° {digits(4)} {digits(3)} {digits(6)}, à garder pour l'échange du pull",
        f"Paiement CB chez le dentiste : n° d'autorisation {digits(6)}, transaction {digits(12)}",
        f"Virement reçu de mamie, référence {rnd(UPPER + DIGITS, 16)}",
        f"Photos de classe : bon de commande n° {digits(8)}, livraison à l'école fin juin",
    )
    return r


def main() -> None:
    write_corpora(
        "make_heldout219.py",
        [
            ("heldout219_credentials.yaml", credentials(), "Held-out batch 219: a Lyon family's household-admin credentials, in French (impôts, Ameli, CAF, bank codes, PINs, Freebox, Wi-Fi, digicodes, ENT, streaming)"),
            ("heldout219_lookalikes.yaml", lookalikes(), "Held-out batch 219: that family's paperwork with no secret (masked fiscal numbers, invoices, customer refs, IBANs to receive, tracking numbers, SSIDs, password rules)"),
        ],
    )


if __name__ == "__main__":
    main()
